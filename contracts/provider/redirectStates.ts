import { createRedirect } from '@/server/content/redirects/redirectStore';
import type { Db } from '@/server/db/database';
import { text } from './stateParams';
import type { StateHandlers } from './stateParams';

/**
 * The provider states of contracts/consumer/redirects.pact.test.ts (issue 44 item 4): a redirect
 * made by hand, through the store the create route uses (no page lives anywhere in these states).
 */
export function redirectStates(db: Db): StateHandlers {
  return {
    'a redirect from {from} exists': async (params) => {
      const from = text(params, 'from');
      await createRedirect(db, { from, to: text(params, 'to') }, new Set(), 'pact-editor');
      return { from };
    },
  };
}
