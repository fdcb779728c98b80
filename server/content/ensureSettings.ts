import { eLearning, policyDefinitions, settings, whyChoose } from '@/sdk/content';
import type { PolicyName } from '@/sdk/content';
import type { Db } from '../db/database';
import { defaultELearning, defaultWhyChoose } from '../demo/defaultCopy';
import { defaultSettings } from '../demo/defaultSettings';
import { defaultPolicy } from '../demo/policies';
import { contentRepository } from './repository';

/**
 * Creates the site settings, the landing copy sections and the policy pages on the first start (demo content or
 * not): every public page shows the brand and contact, and an editor can only update a section
 * that exists. Later starts find them and change nothing; an editor's changes stay.
 */
export async function ensureSettings(db: Db): Promise<void> {
  await contentRepository(db, settings).insertFirst(defaultSettings, 'site-settings');
  await contentRepository(db, whyChoose).insertFirst(defaultWhyChoose, 'why-choose');
  await contentRepository(db, eLearning).insertFirst(defaultELearning, 'e-learning');
  for (const [name, definition] of Object.entries(policyDefinitions)) {
    const text = defaultPolicy(name as PolicyName, defaultSettings);
    await contentRepository(db, definition).insertFirst(text, `${name}-policy`);
  }
}
