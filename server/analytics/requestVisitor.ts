import type { FastifyRequest } from 'fastify';
import { asksNotToBeTracked, isPrefetch } from './requestSignals';
import { browserFamily, isBot } from './userAgent';
import { visitorKey } from './visitorKey';

/** Why a request is not counted under a visitor key (in the order they are checked). */
export type NotCounted = 'bot' | 'prefetch' | 'anonymous' | 'day-over';

/** A request that is counted: its daily visitor key, and the User-Agent it was read from. */
export interface CountedVisitor {
  visitor: string;
  userAgent: string;
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
  if (isBot(userAgent) || !userAgent) return 'bot';
  if (isPrefetch(request)) return 'prefetch';
  if (asksNotToBeTracked(request)) return 'anonymous';
  const salt = await saltOf(day);
  if (!salt) return 'day-over';
  const host = new URL(request.siteOrigin || 'http://localhost').host;
  const browser = browserFamily(userAgent);
  return { visitor: visitorKey({ salt, host, address: request.ip, browser }), userAgent };
}
