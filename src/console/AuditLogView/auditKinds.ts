import type { AuditKind } from '@/sdk/schemas/audit';

/** How each kind of entry reads in the log and its filter. */
export const kindLabels: Record<AuditKind, string> = {
  content: 'Content change',
  media: 'Media upload',
  lead: 'Lead change',
  export: 'CSV export',
  'sign-in': 'Sign-in',
  user: 'User change',
  webhook: 'Webhook change',
  'api-token': 'API token',
};
