import { useEffect, useState } from 'react';
import type { SwiperClass } from 'swiper/react';
import { usePrefersReducedMotion } from '@/src/hooks/usePrefersReducedMotion';

/**
 * Pause control for an autoplaying swiper (WCAG 2.2.2: moving content can be paused).
 * Autoplay runs only while the visitor has not paused it and has not asked for reduced motion.
 */
export function useCarouselAutoplay(swiper: SwiperClass | null) {
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const playing = !pausedByUser && !reducedMotion;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return { playing, toggle: () => setPausedByUser((p) => !p) };
}
