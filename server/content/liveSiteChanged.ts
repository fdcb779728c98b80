import type { ServerContext } from '../context';

/**
 * A change that reaches the live site without a content write (a redirect added or removed, an
 * experiment started or ended): every page this instance rendered is stale at once, and every
 * other instance's once the content channel carries the notice, as after a content write. The
 * running experiments' list follows the same content version (experiments/
 * runningExperimentsCache.ts). The route audits it itself (`audited`), so the channel's listeners
 * write no second entry.
 */
export async function liveSiteChanged(
  { contentCache, contentChannel }: Pick<ServerContext, 'contentCache' | 'contentChannel'>,
  key: 'redirects' | 'experiments',
  id: string,
): Promise<void> {
  contentCache.invalidate();
  await contentChannel?.publish({ key, action: 'update', id, audited: true });
}
