import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { fromPromise } from 'xstate';
import { sdk } from '@/sdk';
import { configureApi } from '@/sdk/client';
import { LeadModal } from '@/src/site/LeadModal';
import { SiteToaster } from '@/src/ui/SiteToaster';
import { leadModalMachine } from '@/src/machines/leadModalMachine';
import type { LeadSubmission } from '@/src/machines/leadModalMachine';
import { attributionForLead, visitStorage } from '../attribution/visitAttribution';

// This module is its own chunk, loaded on the first click of a call to action
// (LeadModalProvider): a visitor who never clicks one never downloads the machine, the lead
// schema, the sdk or the toasts. Same origin by default; VITE_API_URL points it elsewhere.
configureApi({ baseURL: import.meta.env.VITE_API_URL ?? '' });

/** Opens the modal; `cta` names the button, e.g. 'header: Book a Demo', for attribution. */
export type OpenLeadModal = (cta?: string) => void;

// The machine is wired once: the sdk stores the lead, react-hot-toast tells the visitor.
const wiredLeadModal = leadModalMachine.provide({
  actors: {
    // Read at submit time, in the browser: the visit's source and the page the modal is on (the
    // same for every retry in one page, so a retry sends the same lead with the same key).
    submitLead: fromPromise<unknown, LeadSubmission>(({ input }) =>
      sdk.leads.create(
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

export interface LeadModalHostProps {
  /** The call to action whose click loaded the host: the modal opens for it at once. */
  firstCta?: string;
  /** Receives the opener for every later click. */
  onReady: (open: OpenLeadModal) => void;
}

/** The one lead modal of the public site, its machine and the site's toasts. */
export function LeadModalHost({ firstCta, onReady }: LeadModalHostProps) {
  const actor = useActorRef(wiredLeadModal);
  const open = useSelector(actor, (s) => !s.matches('hidden'));
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'));

  useEffect(() => {
    actor.send({ type: 'lead.open', cta: firstCta });
    onReady((cta) => actor.send({ type: 'lead.open', cta }));
    // Once per host: later clicks come through the opener handed to onReady.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);

  return (
    <>
      <LeadModal
        open={open}
        values={values}
        errors={errors}
        submitting={submitting}
        onChange={(field, value) => actor.send({ type: 'form.change', field, value })}
        onSubmit={() => actor.send({ type: 'lead.submit' })}
        onClose={() => actor.send({ type: 'lead.close' })}
      />
      <SiteToaster />
    </>
  );
}
