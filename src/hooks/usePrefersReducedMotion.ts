import { useMediaQuery } from './useMediaQuery';

/** Whether the visitor asked for less motion (WCAG 2.2.2, 2.3.3); `false` on the server. */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)');
