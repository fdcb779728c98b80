import { collectionEndpoints } from '@/sdk';
import { pages } from '@/sdk/content';
import { menuPages } from '@/src/console/MenuEditor';
import type { MenuPage } from '@/src/console/MenuEditor';
import { useLoaded } from './useLoaded';

const none: readonly MenuPage[] = [];

/**
 * The pages a menu's links may point at (issue 44, menuPages): the console's pages are read once
 * when a form has a menu field; null when they could not be read (the menu editor keeps every
 * link and offers a web address instead).
 */
export function useMenuPages(wanted: boolean): readonly MenuPage[] | null {
  const { data, error } = useLoaded<readonly MenuPage[]>(
    () => (wanted ? collectionEndpoints(pages).getAll().then(menuPages) : Promise.resolve(none)),
    'The pages could not be read.',
    wanted,
  );
  return error ? null : (data ?? none);
}
