import { settings } from '@/sdk/content';
import type { Db } from '../db/database';
import { defaultSettings } from '../demo/defaultSettings';
import { contentRepository } from './repository';

/**
 * Creates the settings record on the first start (demo content or not): every public page shows
 * the brand and contact, so the record must exist before the first visitor. Later starts find
 * it and change nothing; an editor's changes stay.
 */
export async function ensureSettings(db: Db): Promise<void> {
  await contentRepository(db, settings).insertFirst(defaultSettings, 'site-settings');
}
