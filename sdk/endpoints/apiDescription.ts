import { getJson } from '../client';
import { API_DESCRIPTION_PATH, OpenApiDocument } from '../schemas/openApi';

// The API's own description (issue 46, docs/api.md "The OpenAPI description"): public, read by
// the console's API reference.

/** The OpenAPI 3.1 document of every route the server answers, and the webhooks it sends. */
export async function apiDescription(): Promise<OpenApiDocument> {
  return getJson(API_DESCRIPTION_PATH, OpenApiDocument);
}
