import { pages } from '@/sdk/content/pages';
import { EXPERIMENT_PAGE } from '@/contracts/experimentExample';
import { contentRecordId } from '@/contracts/pactIds';
import { analyticsDay } from '@/server/analytics/analyticsDay';
import { recordEvent } from '@/server/analytics/analyticsStore';
import { contentRepository } from '@/server/content/repository';
import type { ContentWriteListener } from '@/server/content/repository';
import type { Db } from '@/server/db/database';
import { text } from './stateParams';
import type { StateHandlers } from './stateParams';

/**
 * The provider state of contracts/consumer/pageActivity.pact.test.ts (issue 44 item 3): a page
 * published (the content repository, which stores its first version as a publish does) and viewed
 * today by two visitors, one of whom became a lead (the analytics store the beacon writes with).
 */
export function pageActivityStates(db: Db, listeners: ContentWriteListener[]): StateHandlers {
  return {
    'the page {slug} was published and viewed': async (params) => {
      const slug = text(params, 'slug');
      const id = contentRecordId(pages.key);
      // The repository's insert stores the page's first version, as a publish does.
      await contentRepository(db, pages, listeners).insert({ ...EXPERIMENT_PAGE, slug }, id);
      const day = analyticsDay(new Date());
      const view = { day, page: `/${slug}`, device: 'mobile' } as const;
      await recordEvent(db, { ...view, kind: 'pageview', visitor: 'pact-visitor-1' });
      await recordEvent(db, { ...view, kind: 'pageview', visitor: 'pact-visitor-2' });
      await recordEvent(db, { ...view, kind: 'lead', visitor: 'pact-visitor-2' });
      return { id };
    },
  };
}
