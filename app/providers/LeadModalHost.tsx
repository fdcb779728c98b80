import { useActorRef, useSelector } from '@xstate/react';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import toast from 'react-hot-toast';
import { fromPromise } from 'xstate';
import { configureApi } from '@/sdk/client';
import { createLead } from '@/sdk/endpoints/leadCreate';
import { LeadModal } from '@/src/site/LeadModal';
import { SiteToaster } from '@/src/ui/SiteToaster';
import { leadModalMachine } from '@/src/machines/leadModalMachine';
import type { LeadSubmission } from '@/src/machines/leadModalMachine';
import { attributionForLead, visitStorage } from '../attribution/visitAttribution';

// This module is its own chunk, loaded when the page is idle after hydration or by the first
// click on a call to action, whichever comes first (app/site/leadModalLoader.ts). It imports the
// one call a lead needs (sdk/endpoints/leadCreate.ts), never `@/sdk`: every other endpoint, the
// content declarations and zod's classic API stay out of it (docs/performance.md, "The lead
// modal's chunk"). Same origin by default; VITE_API_URL points it elsewhere.
configureApi({ baseURL: import.meta.env.VITE_API_URL ?? '' });

/** Opens the modal; `cta` names the call to action, e.g. 'header: Book a Demo', for attribution. */
type OpenModal = (cta?: string) => void;

// The machine is wired once: the lead call stores the lead, react-hot-toast tells the visitor.
const wiredLeadModal = leadModalMachine.provide({
  actors: {
    // Read at submit time, in the browser: the visit's source and the page the modal is on (the
    // same for every retry in one page, so a retry sends the same lead with the same key).
    submitLead: fromPromise<unknown, LeadSubmission>(({ input }) =>
      createLead(
        { ...input.lead, ...attributionForLead(visitStorage(), window.location.pathname) },
        { idempotencyKey: input.idempotencyKey },
      ),
    ),
  },
  actions: {
    toastSuccess: (_, { message }) => void toast.success(message),
    toastError: (_, { message }) => void toast.error(message),
  },
});

interface LeadModalHostProps {
  /** Receives the opener once the machine runs. */
  onReady: (open: OpenModal) => void;
}

/** The one lead modal of the public site, its machine and the site's toasts. */
function LeadModalHost({ onReady }: LeadModalHostProps) {
  const actor = useActorRef(wiredLeadModal);
  const open = useSelector(actor, (s) => !s.matches('hidden'));
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'));

  useEffect(() => {
    onReady((cta) => actor.send({ type: 'lead.open', cta }));
  }, [actor, onReady]);

  return (
    <>
      <LeadModal
        open={open}
        values={values}
        errors={errors}
        submitting={submitting}
        onChange={(field, value) => actor.send({ type: 'form.change', field, value })}
        onConsentChange={(given) => actor.send({ type: 'form.consent', given })}
        onSubmit={() => actor.send({ type: 'lead.submit' })}
        onClose={() => actor.send({ type: 'lead.close' })}
      />
      <SiteToaster />
    </>
  );
}

/**
 * The modal lives in a React root of its own beside the page's (#root): one lead modal for every
 * call to action on the page (a half-typed enquiry is never lost between them), and it can open
 * before the page is hydrated, since it needs React but nothing of the page's tree.
 */
let root: Root | null = null;
let opener: OpenModal | null = null;
/** A call to action clicked before the machine ran: opened as soon as it does. */
let waiting: { cta?: string } | null = null;

const ready = (open: OpenModal) => {
  opener = open;
  if (waiting) open(waiting.cta);
  waiting = null;
};

/** Renders the modal, closed, if it is not rendered yet (the idle prefetch, or the first click). */
export function prepareLeadModal(): void {
  if (root) return;
  const container = document.createElement('div');
  container.id = 'lead-modal-root';
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <StrictMode>
      <LeadModalHost onReady={ready} />
    </StrictMode>,
  );
}

/** Opens the modal for a call to action (rendering it first if needed). */
export function showLeadModal(cta?: string): void {
  if (opener) return opener(cta || undefined);
  waiting = { cta: cta || undefined };
  prepareLeadModal();
}
