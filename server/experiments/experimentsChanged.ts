import type { ServerContext } from '../context';

/**
 * An experiment started or ended: the pages drawn per arm (and the running list that follows the
 * content version, runningExperimentsCache.ts) are stale here at once, and on every other
 * instance once the content channel carries the notice, as after a redirect or content write.
 * Audited by the route itself (`audited`), so the channel's listeners write no second entry.
 */
export async function experimentsChanged(
  { contentCache, contentChannel }: Pick<ServerContext, 'contentCache' | 'contentChannel'>,
  id: string,
): Promise<void> {
  contentCache.invalidate();
  await contentChannel?.publish({ key: 'experiments', action: 'update', id, audited: true });
}
