import type { FastifyRequest } from 'fastify';
import type { AnalyticsBeacon } from '@/sdk/schemas/analytics';
import type { Lead } from '@/sdk/schemas/lead';
import { LEAD_PAGE_PATH } from '@/sdk/schemas/leadConstants';
import type { Db } from '../db/database';
import { armsOf } from '../experiments/experimentArm';
import { recordExperimentLead } from '../experiments/experimentCounts';
import type { RunningExperiments } from '../experiments/runningExperimentsCache';
import { writeBatch } from './analyticsBatch';
import { analyticsDay } from './analyticsDay';
import type { AnalyticsEvent, AnalyticsKind } from './analyticsStore';
import { dailySalts } from './dailySalt';
import { eventBuffer } from './eventBuffer';
import { groupedWrites } from './groupedWrites';
import type { BufferLog } from './eventBuffer';
import { requestVisitor } from './requestVisitor';
import type { RequestsInFlight } from '../http/requestsInFlight';
import { writesGate } from './writesGate';

/** What an event says besides its kind: a beacon's body, or a stored lead's attribution. */
type EventDetails = Omit<AnalyticsBeacon, 'kind'>;

/** What became of a beacon (tests and the log read it; the browser always gets 204). */
export type Counted = 'counted' | 'anonymous' | 'bot' | 'prefetch' | 'day-over' | 'dropped';

export interface AnalyticsServiceOptions {
  log: BufferLog;
  /** Events held waiting for their write; more are dropped and counted (AnalyticsSettings). */
  bufferMax: number;
  now?: () => Date;
  /** The running experiments on blocks (issue 45 item 3): a page view records its arm in each. */
  experiments?: Pick<RunningExperiments, 'running' | 'all'>;
  /** The requests being answered: the buffer's batches give way to them (analyticsBatch.ts). */
  requests: RequestsInFlight;
}

/** A flush starts once this many events wait: a batch stays a few hundred KB of JSON. */
const FLUSH_AT = 2_000;
/** Beacons wait at most about this long for their write. */
const FLUSH_INTERVAL_MS = 1_000;

/**
 * Counting without cookies (docs/analytics.md): each event is counted under the day's visitor key,
 * computed here from the request and never stored with the address; bots and prefetches are not
 * counted, and a browser that asks not to be tracked adds a page view to the day's anonymous
 * total and nothing else. A browser's events wait in a bounded buffer and are written once a
 * second in one transaction (eventBuffer.ts): the beacon's answer never waits for the database.
 */
export function analyticsService(
  db: Db,
  { log, bufferMax, now = () => new Date(), experiments, requests }: AnalyticsServiceOptions,
) {
  const salts = dailySalts(db);
  const { gate, awaited } = writesGate(requests);
  const buffer = eventBuffer({
    maxEvents: bufferMax,
    flushAt: FLUSH_AT,
    intervalMs: FLUSH_INTERVAL_MS,
    log,
    write: (batch) => writeBatch(db, batch, { requests: gate }),
  });
  // Leads' counts, each written before its request's count resolves, several in one statement.
  const writeLeadEvent = groupedWrites<AnalyticsEvent>((events) =>
    writeBatch(db, { events, anonymous: new Map() }),
  );

  async function count(
    request: FastifyRequest,
    kind: AnalyticsKind,
    details: EventDetails,
  ): Promise<Counted> {
    const day = analyticsDay(now());
    const who = await requestVisitor(request, day, salts.saltOf);
    if (who === 'anonymous' && kind === 'pageview') buffer.addAnonymous(day);
    if (typeof who === 'string') return who;
    const { visitor, device } = who;
    const event = { ...details, kind, day, device, visitor, at: now() };
    // A lead's count should last as the lead does: written at once, not left in the buffer, with
    // the counts of the leads stored meanwhile (groupedWrites.ts). Everything a browser sends
    // goes through the buffer.
    if (kind === 'lead') {
      await writeLeadEvent(event);
      await convertInExperiments(day, visitor);
    } else if (!buffer.add(await withArms(event))) return 'dropped';
    return 'counted';
  }

  /**
   * A page view, with the arm it was shown in each experiment running on its page (the same
   * hash the page render drew it with). The list is in memory: no query when none runs.
   */
  async function withArms<E extends { kind: AnalyticsKind; page: string; visitor: string }>(
    event: E,
  ) {
    if (!experiments || event.kind !== 'pageview') return event;
    // The list unreadable (the database down): the view still counts, in no experiment.
    const running = await experiments.running(event.page.slice(1)).catch(() => []);
    if (running.length === 0) return event;
    const arms = armsOf(event.visitor, running);
    return {
      ...event,
      experiments: arms.map(({ experiment, arm }) => ({ id: experiment.id, arm })),
    };
  }

  /**
   * A lead converts its visitor in each running experiment they were counted in today. Their
   * views may still wait in the buffer, so it is written first (only while experiments run).
   */
  async function convertInExperiments(day: string, visitor: string) {
    const running = experiments ? await experiments.all() : [];
    if (running.length === 0) return;
    await awaited(buffer.flush);
    await recordExperimentLead(
      db,
      day,
      visitor,
      running.map(({ id }) => id),
    );
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
    /**
     * The request's daily visitor key as the beacon would count it, or null when it would not be
     * counted under one (bots, prefetches, GPC/DNT, a day over): experiments draw arms by it.
     */
    visitorOf: async (request: FastifyRequest): Promise<string | null> => {
      const who = await requestVisitor(request, analyticsDay(now()), salts.saltOf);
      return typeof who === 'string' ? null : who.visitor;
    },
    /** Writes the buffered events now (the conversion report before it reads, tests, close). */
    flush: () => awaited(buffer.flush),
    /** Stops the timer and writes what waits: the app's onClose, before the database closes. */
    close: () => awaited(buffer.close),
    stats: () => buffer.stats(),
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
