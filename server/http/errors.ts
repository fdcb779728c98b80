import { UploadMessages } from '@/sdk/schemas';
import type { ApiIssue } from '@/sdk/schemas';

/** A failure whose status and message are safe to show to the caller. */
export class ApiHttpError extends Error {
  override readonly name = 'ApiHttpError';
  constructor(
    readonly statusCode: number,
    readonly msg: string,
    readonly issues?: ApiIssue[],
  ) {
    super(msg);
  }
}

export const GENERIC_ERROR = 'Something went wrong on our side. Please try again.';
export const UNAUTHORIZED = 'Please sign in again: your session is missing or has expired.';

export const badRequest = (msg: string, issues?: ApiIssue[]) => new ApiHttpError(400, msg, issues);
export const unauthorized = (msg = UNAUTHORIZED) => new ApiHttpError(401, msg);
export const forbidden = (msg: string) => new ApiHttpError(403, msg);
export const notFound = (msg: string) => new ApiHttpError(404, msg);
/** 409: the request is sound but the data says no; `issues` name the field when one is at fault. */
export const conflict = (msg: string, issues?: ApiIssue[]) => new ApiHttpError(409, msg, issues);
export const tooLarge = (maxBytes: number) =>
  new ApiHttpError(413, UploadMessages.tooLarge(maxBytes));
export const unsupportedImage = () => new ApiHttpError(415, UploadMessages.unsupported);
export const tooManyRequests = (msg: string) => new ApiHttpError(429, msg);
