import { collectionEndpoints } from '@/sdk';
import { pages } from '@/sdk/content';
import type { MenuPage } from '@/src/console/MenuEditor';
import { useLoaded } from './useLoaded';

const none: readonly MenuPage[] = [];

/**
 * The pages built in the console, for a menu's links to point at (issue 44): read once when a
 * form has a menu field; null when they could not be read (the menu editor keeps every link and
 * offers a web address instead). Switched-off pages are listed too, marked: a menu may be ready
 * before its page goes live.
 */
export function useMenuPages(wanted: boolean): readonly MenuPage[] | null {
  const { data, error } = useLoaded<readonly MenuPage[]>(
    () =>
      wanted
        ? collectionEndpoints(pages)
            .getAll()
            .then((items) =>
              items.map((page) => ({
                title: page.title,
                path: pages.servedAt?.(page) ?? `/${page.slug}`,
                live: page.isActive,
              })),
            )
        : Promise.resolve(none),
    'The pages could not be read.',
    wanted,
  );
  return error ? null : (data ?? none);
}
