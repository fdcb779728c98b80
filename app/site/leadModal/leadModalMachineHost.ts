import toast from 'react-hot-toast';
import { createActor, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { configureApi } from '@/sdk/client';
import { createLead } from '@/sdk/endpoints/leadCreate';
import { LEAD_FIELDS } from '@/sdk/schemas/leadValues';
import { SiteToaster } from '@/src/ui/SiteToaster';
import { leadModalMachine } from '@/src/machines/leadModalMachine';
import type { LeadSubmission } from '@/src/machines/leadModalMachine';
import { sendAnalytics } from '../analytics/beacon';
import { attributionForLead, visitStorage } from '../attribution/visitAttribution';
import type { LeadModalController, LeadModalSeed, LeadModalView } from './leadModalController';

// What a lead needs and the modal's view does not: the machine (xstate), the Lead schema, the
// one call (sdk/endpoints/leadCreate.ts, never `@/sdk`: no other endpoint, no content
// declaration, no zod classic API) and the toasts. Its own chunk, loaded when the modal first
// opens (LeadModalHost.tsx), while the visitor reads and types. Same origin by default;
// VITE_API_URL points it elsewhere.
configureApi({ baseURL: import.meta.env.VITE_API_URL ?? '' });

/** The leads whose submission was counted (docs/analytics.md), by their Idempotency-Key. */
const submitted = new Set<string>();

// The machine is wired once: the lead call stores the lead, react-hot-toast tells the visitor.
const wiredLeadModal = leadModalMachine.provide({
  actors: {
    // Read at submit time, in the browser: the visit's source and the page the modal is on (the
    // same for every retry in one page, so a retry sends the same lead with the same key).
    submitLead: fromPromise<unknown, LeadSubmission>(({ input }) => {
      // Counted once per lead, not per retry (a retry sends the same key).
      if (!submitted.has(input.idempotencyKey)) {
        submitted.add(input.idempotencyKey);
        sendAnalytics(window, 'form_submitted', input.lead.cta);
      }
      return createLead(
        { ...input.lead, ...attributionForLead(visitStorage(), window.location.pathname) },
        { idempotencyKey: input.idempotencyKey },
      );
    }),
  },
  actions: {
    toastSuccess: (_, { message }) => void toast.success(message),
    toastError: (_, { message }) => void toast.error(message),
  },
});

const viewOf = (snapshot: SnapshotFrom<typeof leadModalMachine>): LeadModalView => ({
  open: !snapshot.matches('hidden'),
  values: snapshot.context.values,
  errors: snapshot.context.errors,
  submitting: snapshot.hasTag('submitting'),
});

/**
 * The lead modal machine behind the modal's view, started from where the visitor left the view:
 * open for its call to action, with what was typed, and Submit pressed again if it was.
 */
export function startLeadModalMachine(seed: LeadModalSeed): LeadModalController {
  const actor = createActor(wiredLeadModal).start();
  if (seed.open) actor.send({ type: 'lead.open', cta: seed.cta });
  for (const field of LEAD_FIELDS) {
    if (seed.values[field]) actor.send({ type: 'form.change', field, value: seed.values[field] });
  }
  if (seed.values.marketingConsent) actor.send({ type: 'form.consent', given: true });
  if (seed.open && seed.submitted) actor.send({ type: 'lead.submit' });

  // One view object per machine snapshot, as useSyncExternalStore needs.
  let last = actor.getSnapshot();
  let view = viewOf(last);
  return {
    view: () => {
      const snapshot = actor.getSnapshot();
      if (snapshot !== last) {
        last = snapshot;
        view = viewOf(snapshot);
      }
      return view;
    },
    subscribe: (listener) => {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    open: (cta) => actor.send({ type: 'lead.open', cta }),
    close: () => actor.send({ type: 'lead.close' }),
    change: (field, value) => actor.send({ type: 'form.change', field, value }),
    consent: (given) => actor.send({ type: 'form.consent', given }),
    submit: () => actor.send({ type: 'lead.submit' }),
    Extras: SiteToaster,
  };
}
