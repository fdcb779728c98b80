import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import { ConversionQuery, ConversionReport } from '../schemas/conversion';

// The beacon is sent by the site's own small module (app/site/analytics/beacon.ts), not from
// here: the first script must not load the sdk and zod.

/** Visits and conversion for a range of India days, with the period before it (admin, sales). */
export async function conversionReport(query: ConversionQuery): Promise<ConversionReport> {
  const body = parseInput(ConversionQuery, query);
  return (await post('/api/analytics/conversion', body, apiSuccess(ConversionReport))).data;
}
