import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following its changes (the console's; the site keeps
 * its own usePrefersReducedMotion, see there). Reads matchMedia only on the
 * client: the server snapshot, and a browser without matchMedia, answer `false`, so
 * server-rendered markup never touches window.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
