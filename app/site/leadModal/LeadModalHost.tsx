import { StrictMode, startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { leadPageHref } from '@/sdk/schemas/leadConstants';
import { LeadModal } from '@/src/site/LeadModal';
import { viewController } from './leadModalController';
import type { LeadModalController, LeadModalSeed } from './leadModalController';

type StartMachine = (seed: LeadModalSeed) => LeadModalController;

// The lead modal's view: its own small chunk (the modal's markup and styles, and React, which the
// page has already), loaded when the page is idle after hydration or by the first click on a call
// to action (app/site/leadModalLoader.ts). It shows the form at once; what a lead needs besides
// (the machine, the Lead schema, the one endpoint, the toasts: leadModalMachineHost.ts) loads
// when the modal first opens, while the visitor reads and types, and takes over from the view's
// own controller with what was typed. So the page loads 2 KB ahead of a tap, not 37 KB
// (docs/architecture.md, "The first tap").

/** Loads the machine once; a failure lets the next open try again. */
let machine: Promise<{ startLeadModalMachine: StartMachine }> | null = null;
const loadMachine = () =>
  (machine ??= import('./leadModalMachineHost').catch((error: unknown) => {
    machine = null;
    throw error;
  }));

/** The controller in charge: the view's own until the machine's arrives. */
let current: LeadModalController | null = null;
let handOver: ((next: LeadModalController) => void) | null = null;

function startView(): LeadModalController {
  const takeOver = () =>
    loadMachine().then(
      ({ startLeadModalMachine }) => {
        if (current !== view.controller) return;
        current = startLeadModalMachine(view.seed());
        view.handTo(current);
        handOver?.(current);
      },
      () => {
        // No machine (offline, or a deploy replaced the chunk): a submit pressed meanwhile goes
        // to the lead page, which needs no script; the visitor's call to action goes with it.
        if (view.seed().submitted) window.location.assign(leadPageHref(view.seed().cta ?? ''));
        view.stopSending();
      },
    );
  const view = viewController({ onOpen: () => void takeOver(), onSubmit: () => void takeOver() });
  return view.controller;
}

/** The one lead modal of the public site, driven by the controller in charge. */
function LeadModalHost({ first }: { first: LeadModalController }) {
  const [controller, setController] = useState(first);
  useEffect(() => {
    handOver = setController;
    // The machine may have come between the first render and this effect.
    if (current && current !== first) setController(current);
    return () => {
      handOver = null;
    };
  }, [first]);
  const view = useSyncExternalStore(controller.subscribe, controller.view, controller.view);
  const { Extras } = controller;
  return (
    <>
      <LeadModal
        open={view.open}
        values={view.values}
        errors={view.errors}
        submitting={view.submitting}
        onChange={controller.change}
        onConsentChange={controller.consent}
        onSubmit={controller.submit}
        onClose={controller.close}
      />
      {Extras ? <Extras /> : null}
    </>
  );
}

/**
 * The modal lives in a React root of its own beside the page's (#root): one lead modal for every
 * call to action on the page (a half-typed enquiry is never lost between them), and it can open
 * before the page is hydrated, since it needs React but nothing of the page's tree.
 */
let root: Root | null = null;

/**
 * Renders the modal, closed, if it is not rendered yet. Ahead of a tap (the idle prefetch,
 * `inBackground`) in a transition: React renders it in slices of a few milliseconds instead of
 * one task of the whole form (a long task on a phone, counted by Lighthouse's TBT); a tap that
 * comes meanwhile still opens it (the view reads the controller when it renders). For a tap, at
 * once.
 */
export function prepareLeadModal(inBackground = true): void {
  if (root) return;
  const first = startView();
  current = first;
  const container = document.createElement('div');
  container.id = 'lead-modal-root';
  document.body.append(container);
  const modalRoot = createRoot(container);
  root = modalRoot;
  const render = () =>
    modalRoot.render(
      <StrictMode>
        <LeadModalHost first={first} />
      </StrictMode>,
    );
  if (inBackground) startTransition(render);
  else render();
}

/**
 * Takes the modal off the page, with what was typed into it. The site never does: a story does,
 * so that the modal one story opened is not still open over the next story's page.
 */
export function removeLeadModal(): void {
  root?.unmount();
  root = null;
  current = null;
  document.getElementById('lead-modal-root')?.remove();
}

/** Opens the modal for a call to action (rendering it first if needed). */
export function showLeadModal(cta?: string): void {
  prepareLeadModal(false);
  current?.open(cta || undefined);
}
