import { pages } from '@/sdk/content/pages';
import {
  EXPERIMENT_NAME,
  EXPERIMENT_PAGE,
  EXPERIMENT_VARIANT,
} from '@/contracts/experimentExample';
import { contentRecordId } from '@/contracts/pactIds';
import { contentRepository } from '@/server/content/repository';
import type { ContentWriteListener } from '@/server/content/repository';
import type { Db } from '@/server/db/database';
import { insertExperiment } from '@/server/experiments/experimentStore';
import { text } from './stateParams';
import type { StateHandlers } from './stateParams';

/**
 * The provider states of contracts/consumer/experiments.pact.test.ts (issue 45 item 3): the live
 * page (through the content repository, telling the server's cache) and a running experiment on
 * its hero (through the store the create route uses).
 */
export function experimentStates(db: Db, listeners: ContentWriteListener[]): StateHandlers {
  const livePage = async (slug: string) => {
    const repository = contentRepository(db, pages, listeners);
    await repository.insert({ ...EXPERIMENT_PAGE, slug }, contentRecordId(pages.key));
  };
  return {
    'a live page at {page} with a block {blockId} exists': async (params) => {
      await livePage(text(params, 'page'));
      return undefined;
    },
    'a running experiment {id} on the block {blockId} of the page {page} exists': async (
      params,
    ) => {
      const page = text(params, 'page');
      await livePage(page);
      const experiment = await insertExperiment(db, {
        id: text(params, 'id'),
        name: EXPERIMENT_NAME,
        page,
        variant: { ...EXPERIMENT_VARIANT, id: text(params, 'blockId') },
        split: 50,
        startedBy: 'pact-token-admin',
      });
      if (!experiment) throw new Error('the experiment was not seeded');
      return { experimentId: experiment.id };
    },
  };
}
