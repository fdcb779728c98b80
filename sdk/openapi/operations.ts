import { accountOperations } from './accountOperations';
import { analyticsOperations } from './analyticsOperations';
import { contentOperations } from './contentOperations';
import { experimentOperations } from './experimentOperations';
import { integrationOperations } from './integrationOperations';
import { leadOperations } from './leadOperations';
import type { OperationCatalogue } from './operation';
import { publishingOperations } from './publishingOperations';
import { siteOperations } from './siteOperations';

/**
 * Every route's description by `'POST /api/...'`. The server describes the routes it really
 * registered from this; one it registers without an entry here is still listed (with the plain
 * envelope) and fails server/test/openApi.test.ts by name.
 */
export const operationCatalogue: OperationCatalogue = {
  ...siteOperations,
  ...accountOperations,
  ...leadOperations,
  ...contentOperations,
  ...publishingOperations,
  ...integrationOperations,
  ...analyticsOperations,
  ...experimentOperations,
};
