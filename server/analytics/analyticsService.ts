import type { FastifyRequest } from 'fastify';
import type { AnalyticsBeacon } from '@/sdk/schemas/analytics';
import type { Lead } from '@/sdk/schemas/lead';
import { LEAD_PAGE_PATH } from '@/sdk/schemas/leadConstants';
import type { Db } from '../db/database';
import { analyticsDay } from './analyticsDay';
import { recordAnonymousView, recordEvent } from './analyticsStore';
import type { AnalyticsKind } from './analyticsStore';
import { dailySalts } from './dailySalt';
import { asksNotToBeTracked, isPrefetch } from './requestSignals';
import { browserFamily, deviceClass, isBot } from './userAgent';
import { visitorKey } from './visitorKey';

/** What an event says besides its kind: a beacon's body, or a stored lead's attribution. */
type EventDetails = Omit<AnalyticsBeacon, 'kind'>;

/** What became of a beacon (tests and the log read it; the browser always gets 204). */
export type Counted = 'counted' | 'anonymous' | 'bot' | 'prefetch' | 'day-over';

/**
 * Counting without cookies (docs/analytics.md): each event is counted under the day's visitor key,
 * computed here from the request and never stored with the address; bots and prefetches are not
 * counted, and a browser that asks not to be tracked adds a page view to the day's anonymous
 * total and nothing else.
 */
export function analyticsService(db: Db, now: () => Date = () => new Date()) {
  const salts = dailySalts(db);

  async function count(
    request: FastifyRequest,
    kind: AnalyticsKind,
    details: EventDetails,
  ): Promise<Counted> {
    const userAgent = request.headers['user-agent'];
    if (isBot(userAgent) || !userAgent) return 'bot';
    if (isPrefetch(request)) return 'prefetch';
    const day = analyticsDay(now());
    if (asksNotToBeTracked(request)) {
      if (kind === 'pageview') await recordAnonymousView(db, day);
      return 'anonymous';
    }
    const salt = await salts.saltOf(day);
    if (!salt) return 'day-over';
    const host = new URL(request.siteOrigin || 'http://localhost').host;
    const visitor = visitorKey({
      salt,
      host,
      address: request.ip,
      browser: browserFamily(userAgent),
    });
    await recordEvent(db, { ...details, kind, day, device: deviceClass(userAgent), visitor });
    return 'counted';
  }

  return {
    /** A browser's beacon, already checked against the schema and the known pages. */
    beacon: (request: FastifyRequest, { kind, ...details }: AnalyticsBeacon) =>
      count(request, kind, details),
    /**
     * A lead just stored (routes/leadIntake.ts), counted from the request that stored it: on the
     * page its form was opened on (the lead page when that is unknown), under its campaign.
     */
    leadStored: (request: FastifyRequest, lead: Lead) =>
      count(request, 'lead', {
        page: lead.pagePath || LEAD_PAGE_PATH,
        cta: lead.cta,
        referrerHost: lead.referrerHost,
        utmSource: lead.utmSource,
        utmMedium: lead.utmMedium,
        utmCampaign: lead.utmCampaign,
      }),
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
