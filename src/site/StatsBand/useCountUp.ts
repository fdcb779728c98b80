import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/src/hooks/usePrefersReducedMotion';

/**
 * Counts from 0 to each target, starting after `delayMs` (spec 9: 2 s) and easing out over
 * `durationMs`. Under reduced motion the final numbers show at once.
 */
export function useCountUp(targets: readonly number[], delayMs: number, durationMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [progress, setProgress] = useState(0);
  const key = targets.join(',');

  useEffect(() => {
    if (reducedMotion) return;
    setProgress(0);
    let frame = 0;
    const timer = window.setTimeout(() => {
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / durationMs);
        setProgress(1 - (1 - t) ** 3);
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [key, delayMs, durationMs, reducedMotion]);

  const shown = reducedMotion ? 1 : progress;
  return targets.map((n) => Math.round(n * shown));
}
