import { ApiError, parseInput } from '@/sdk/errors';
import type { SaveRequest } from '@/src/machines/contentForm';

/** Course, launch and business have no create endpoint: the server seeds them on first start. */
export function requireRecordId(request: SaveRequest): string {
  if (!request.id) throw new ApiError(404, 'This section has no stored content yet.');
  return request.id;
}

export { parseInput };
