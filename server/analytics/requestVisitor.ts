import type { FastifyRequest } from 'fastify';
import type { DeviceClass } from '@/sdk/schemas/analytics';
import { asksNotToBeTracked, isPrefetch } from './requestSignals';
import { readUserAgent } from './userAgent';
import { cachedVisitorKey } from './visitorKey';

/** Why a request is not counted under a visitor key (in the order they are checked). */
export type NotCounted = 'bot' | 'prefetch' | 'anonymous' | 'day-over';

/** A request that is counted: its daily visitor key, the User-Agent and the device it says. */
export interface CountedVisitor {
  visitor: string;
  userAgent: string;
  device: DeviceClass;
}

// The host of the request's siteOrigin, parsed again only when the origin changes (PUBLIC_URL
// makes it one; without it, a few: siteHost.ts), not a URL parsed for every beacon.
let lastOrigin = { origin: '', host: '' };
function hostOf(origin: string): string {
  if (lastOrigin.origin !== origin) lastOrigin = { origin, host: new URL(origin).host };
  return lastOrigin.host;
}

/**
 * Who a request is, for counting (docs/analytics.md): the daily visitor key, or why it has none.
 * The one reading the beacon counts by and the page render draws an experiment's arm by
 * (server/experiments/armedPage.ts), so a visitor is counted in the arm they were shown. Bots
 * and prefetches first, then a browser that asks not to be tracked (before any salt is read),
 * then a day whose salt is gone. `saltOf` is dailySalts' (the salt is made on the day's first
 * counted request, beacon or page).
 */
export async function requestVisitor(
  request: FastifyRequest,
  day: string,
  saltOf: (day: string) => Promise<string | null>,
): Promise<CountedVisitor | NotCounted> {
  const userAgent = request.headers['user-agent'];
  if (!userAgent) return 'bot';
  const { bot, browser, device } = readUserAgent(userAgent);
  if (bot) return 'bot';
  if (isPrefetch(request)) return 'prefetch';
  if (asksNotToBeTracked(request)) return 'anonymous';
  const salt = await saltOf(day);
  if (!salt) return 'day-over';
  const host = hostOf(request.siteOrigin || 'http://localhost');
  const visitor = cachedVisitorKey({ salt, host, address: request.ip, browser });
  return { visitor, userAgent, device };
}
