import {
  ContentPublishedPayload,
  LeadCreatedPayload,
  LeadUpdatedPayload,
  WebhookHeaders,
  WebhookTestPayload,
} from '@/sdk/schemas/webhookPayloads';
import type { WebhookPayload } from '@/sdk/schemas/webhookPayloads';
import { jsonSchemaOf } from './operationObject';
import type { JsonSchema } from './operationObject';

// The deliveries this server sends (docs/webhooks.md), as OpenAPI `webhooks`: one per event type,
// its body the payload schema the server's builders are verified against.

const payloads = {
  'lead.created': { schema: LeadCreatedPayload, summary: "A visitor's enquiry was stored" },
  'lead.updated': { schema: LeadUpdatedPayload, summary: 'A lead changed in the inbox' },
  'content.published': { schema: ContentPublishedPayload, summary: 'The public site changed' },
  'webhook.test': { schema: WebhookTestPayload, summary: 'The console\'s "Send test"' },
} satisfies Record<WebhookPayload['type'], unknown>;

const headers = [
  [WebhookHeaders.id, "The event's id: the same for every retry and resend"],
  [WebhookHeaders.timestamp, 'Unix seconds when this attempt was signed'],
  [WebhookHeaders.signature, '`v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`'],
] as const;

export function webhookDocs(): JsonSchema {
  return Object.fromEntries(
    Object.entries(payloads).map(([type, { schema, summary }]) => [
      type,
      {
        post: {
          operationId: `webhook${type.replace(/(^|\.)(.)/g, (_m, _dot, c: string) => c.toUpperCase())}`,
          tags: ['Webhooks'],
          summary,
          parameters: headers.map(([name, description]) => ({
            name,
            in: 'header',
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(schema) } },
          },
          responses: {
            '2XX': { description: 'Delivered. Anything else (or no answer in time) is retried.' },
          },
        },
      },
    ]),
  );
}
