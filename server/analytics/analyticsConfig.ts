import { DEFAULT_ANALYTICS_RAW_DAYS } from '@/sdk/schemas/analyticsConstants';

/** Counting's settings (the ANALYTICS_ variables, docs/analytics.md). */
export interface AnalyticsSettings {
  /** Beacons per address per minute (ANALYTICS_RATE_LIMIT); more answer 429. */
  rateLimit: number;
  /** Days the raw events are kept (ANALYTICS_RAW_DAYS); the daily roll-ups are kept. */
  rawDays: number;
  /**
   * Events one instance holds waiting for their write (ANALYTICS_BUFFER_MAX); beyond it a beacon
   * is still answered 204 but dropped, and counted in the log: memory stays bounded in a flood.
   */
  bufferMax: number;
}

export const ANALYTICS_DEFAULTS: AnalyticsSettings = {
  rateLimit: 120,
  rawDays: DEFAULT_ANALYTICS_RAW_DAYS,
  bufferMax: 50_000,
};

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  // Fail at start with the variable's name rather than run with a silently broken limit.
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

/** The settings the environment sets; the rest keep ANALYTICS_DEFAULTS. */
export function loadAnalyticsConfig(env: Env): Partial<AnalyticsSettings> {
  const rateLimit = whole(env, 'ANALYTICS_RATE_LIMIT');
  const rawDays = whole(env, 'ANALYTICS_RAW_DAYS');
  const bufferMax = whole(env, 'ANALYTICS_BUFFER_MAX');
  return {
    ...(rateLimit === undefined ? {} : { rateLimit }),
    ...(rawDays === undefined ? {} : { rawDays }),
    ...(bufferMax === undefined ? {} : { bufferMax }),
  };
}

export const analyticsSettings = (given?: Partial<AnalyticsSettings>): AnalyticsSettings => ({
  ...ANALYTICS_DEFAULTS,
  ...given,
});
