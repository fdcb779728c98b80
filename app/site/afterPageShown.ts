const LARGEST_PAINT = 'largest-contentful-paint';

/**
 * Calls `start` once the page has loaded (every stylesheet and above-the-fold image is in) and
 * the browser has shown it: where the browser reports its largest paint (Chromium, Firefox), at
 * the first report, which comes only once the paint is on screen; elsewhere at the load event.
 * A page the browser never reports (a tab opened in the background) starts `fallbackMs` after
 * load. So the scripts `start` loads never share the network or the main thread with the page's
 * first paint, however late the browser presents it.
 */
export function afterPageShown(
  win: Pick<
    Window & typeof globalThis,
    'document' | 'PerformanceObserver' | 'setTimeout' | 'addEventListener'
  >,
  start: () => void,
  fallbackMs = 2000,
): void {
  const { document, PerformanceObserver: Observer } = win;
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const loaded = () => {
    if (!Observer?.supportedEntryTypes?.includes(LARGEST_PAINT)) return once();
    win.setTimeout(once, fallbackMs);
    // Buffered: a paint already on screen before the load event is reported at once.
    new Observer((_, observer) => {
      observer.disconnect();
      once();
    }).observe({ type: LARGEST_PAINT, buffered: true });
  };
  if (document.readyState === 'complete') loaded();
  else win.addEventListener('load', loaded, { once: true });
}
