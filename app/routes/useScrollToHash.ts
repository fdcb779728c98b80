import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The header's About, Service and Features links point at /#e-learning, /#service and
 * /#feature. Coming from another page, the section exists only after the landing page renders,
 * so the scroll happens here, after each navigation; a new page without a hash starts at the top.
 */
export function useScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [pathname, hash]);
}
