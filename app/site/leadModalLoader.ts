import { sendAnalytics } from './analytics/beacon';
import type { OpenLeadModal } from './leadLinks';

/**
 * The lead modal's chunk (app/site/leadModal/LeadModalHost.tsx: the modal, its machine, the lead
 * schema, the one endpoint, the toasts). The import is cached by the browser after the first.
 */
const loadModal = () => import('./leadModal/LeadModalHost');

/**
 * Opens the lead modal for a call to action, loading its chunk first if it has not come yet. If
 * the chunk cannot be loaded (offline, or a deploy replaced it), the link is followed instead:
 * the lead page needs no script, so the tap is never lost.
 */
export const openLeadModal: OpenLeadModal = (cta, link) => {
  loadModal().then(
    ({ showLeadModal }) => {
      showLeadModal(cta);
      sendAnalytics(window, 'form_shown', cta);
    },
    () => window.location.assign(link.href),
  );
};

/**
 * Loads the modal's chunk and renders the modal (closed) ahead of the first tap, so that tap only
 * opens it (docs/architecture.md, "The first tap"). Called once the page is hydrated and the
 * browser is idle; a failure is left for the tap to meet (it then follows the link).
 */
export function prepareLeadModal(): void {
  loadModal().then(
    ({ prepareLeadModal: prepare }) => prepare(),
    () => undefined,
  );
}

/** Runs `task` when the browser is idle (within `timeout` ms), or after a moment where it cannot say. */
export function whenIdle(win: Window, task: () => void, timeout = 2000): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout });
  else win.setTimeout(task, 200);
}
