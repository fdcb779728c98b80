import { z } from 'zod';
import { post } from '../client';
import { apiSuccess } from '../schemas/envelope';
import { PageActivity } from '../schemas/pageActivity';

/**
 * Every page's last change (when, by whom, whether a draft) and its views, visitors and leads over
 * the last 30 days: the pages list's columns (the content role).
 */
export async function listPageActivity(): Promise<PageActivity[]> {
  return (await post('/api/pages/activity', {}, apiSuccess(z.array(PageActivity)))).data;
}
