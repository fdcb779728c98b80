import { useCallback, useRef } from 'react';

/**
 * Keeps the frame's scroll position across its reloads (issue 47): each new page of the live
 * preview would otherwise start at the top, away from the section being edited. Remembered as the
 * reader scrolls; given back to the next page as it loads. A frame of another origin cannot be
 * read, and is left as it is.
 */
export function useKeptScroll() {
  const at = useRef({ x: 0, y: 0 });
  return useCallback((frame: HTMLIFrameElement) => {
    try {
      const view = frame.contentWindow;
      if (!view) return;
      view.scrollTo(at.current.x, at.current.y);
      view.addEventListener('scroll', () => {
        at.current = { x: view.scrollX, y: view.scrollY };
      });
    } catch {
      // Another origin's page (a dev server's API host): its scroll is its own.
    }
  }, []);
}
