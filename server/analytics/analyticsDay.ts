/** The dashboard's day (sdk/schemas/leadDashboard.ts: Asia/Kolkata, no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The India day of an instant, as 'YYYY-MM-DD'. */
export const analyticsDay = (instant: Date): string =>
  new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
