import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { usePrefersReducedMotion } from '@/src/hooks/usePrefersReducedMotion';

/**
 * Answers once `element` is on screen (at once where the browser cannot tell), or never if
 * `stop()` comes first.
 */
function whenOnScreen(element: Element | null, onScreen: () => void): () => void {
  if (!element || typeof IntersectionObserver !== 'function') {
    onScreen();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onScreen();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Counts from 0 to each target, easing out over `durationMs`, starting `delayMs` after the
 * component is shown (spec 9: 2 s) or, for a band below the fold, once it comes on screen. A
 * count nobody sees is not drawn: each of its frames re-renders and lays out the page, which on
 * a phone is a long task while the page is still loading (docs/performance.md, "The long tasks
 * of the page's own JavaScript"). Under reduced motion the final numbers show at once.
 */
export function useCountUp(
  element: RefObject<Element | null>,
  targets: readonly number[],
  delayMs: number,
  durationMs: number,
) {
  const reducedMotion = usePrefersReducedMotion();
  const [progress, setProgress] = useState(0);
  const key = targets.join(',');

  useEffect(() => {
    if (reducedMotion) return;
    setProgress(0);
    let frame = 0;
    let stopWatching: (() => void) | null = null;
    const count = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / durationMs);
        setProgress(1 - (1 - t) ** 3);
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const timer = window.setTimeout(() => {
      stopWatching = whenOnScreen(element.current, count);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      stopWatching?.();
      cancelAnimationFrame(frame);
    };
  }, [element, key, delayMs, durationMs, reducedMotion]);

  const shown = reducedMotion ? 1 : progress;
  return targets.map((n) => Math.round(n * shown));
}
