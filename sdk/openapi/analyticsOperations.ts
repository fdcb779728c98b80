import { AnalyticsBeacon } from '../schemas/analytics';
import { ConversionQuery, ConversionReport } from '../schemas/conversion';
import type { OperationCatalogue } from './operation';

// Counting without cookies (issue 45, docs/analytics.md).

export const analyticsOperations: OperationCatalogue = {
  'POST /api/analytics/beacon': {
    tag: 'Analytics',
    summary:
      'Count a page view or a step of the lead path (public; navigator.sendBeacon: JSON as text/plain or application/json, at most 2 KB)',
    request: AnalyticsBeacon,
    requestKind: 'json-or-text',
    answer: {
      status: 204,
      contentType: 'none',
      description:
        'No content, whether the beacon was counted or not (a bot, a prefetch, GPC/DNT).',
    },
    errors: [413, 429],
  },
  'POST /api/analytics/conversion': {
    tag: 'Analytics',
    summary:
      'Visitors (visitor-days), leads and conversion by page, source, campaign, device and call to action, with the funnel and the previous period (admin, sales)',
    request: ConversionQuery,
    data: ConversionReport,
  },
};
