import { afterPageShown } from '../afterPageShown';
import { whenIdle } from '../leadModalLoader';
import { sendAnalytics } from './beacon';

/**
 * Counts the page view once the page is shown (site/afterPageShown.ts) and the browser is idle:
 * never a request before the first paint, nor beside the page's own first work.
 */
export function countPageView(win: Window & typeof globalThis): void {
  afterPageShown(win, () => whenIdle(win, () => void sendAnalytics(win, 'pageview')));
}
