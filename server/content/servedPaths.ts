import { contentDefinitionList } from '@/sdk/content';
import type { Db } from '../db/database';
import { contentStore } from './contentStore';

/**
 * The addresses items that are pages of their own live at now (a declaration's `servedAt`: the
 * active pages built from blocks, issue 44). Redirects may not start there; beacons may name them.
 */
export async function livePaths(db: Db): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const definition of contentDefinitionList) {
    if (definition.kind !== 'collection' || !definition.servedAt) continue;
    const records = await contentStore(definition).list(db, { isActive: true });
    for (const record of records) paths.add(definition.servedAt(record));
  }
  return paths;
}
