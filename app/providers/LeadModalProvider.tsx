import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { fromPromise } from 'xstate';
import { sdk } from '@/sdk';
import type { Lead } from '@/sdk/schemas/lead';
import { LeadModal } from '@/src/site/LeadModal';
import { leadModalMachine } from '@/src/machines/leadModalMachine';
import { attributionForLead, visitStorage } from '../attribution/visitAttribution';

/** Opens the modal; `cta` names the button, e.g. 'header: Book a Demo', for attribution. */
type OpenLeadModal = (cta?: string) => void;
const OpenLeadModal = createContext<OpenLeadModal | null>(null);

// The machine is wired once: the sdk stores the lead, react-hot-toast tells the visitor.
const wiredLeadModal = leadModalMachine.provide({
  actors: {
    // Read at submit time, in the browser: the visit's source and the page the modal is on.
    submitLead: fromPromise<unknown, Lead>(({ input }) =>
      sdk.leads.create({
        ...input,
        ...attributionForLead(visitStorage(), window.location.pathname),
      }),
    ),
  },
  actions: {
    toastSuccess: (_, { message }) => void toast.success(message),
    toastError: (_, { message }) => void toast.error(message),
  },
});

/**
 * One lead modal for the whole public site: every Book a Demo, Book A Meeting and Get Free
 * Consultant button calls the same opener, so a half-typed enquiry is never lost between them.
 */
export function LeadModalProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(wiredLeadModal);
  const open = useSelector(actor, (s) => !s.matches('hidden'));
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'));
  const openModal = useCallback((cta?: string) => actor.send({ type: 'lead.open', cta }), [actor]);

  return (
    <OpenLeadModal.Provider value={openModal}>
      {children}
      <LeadModal
        open={open}
        values={values}
        errors={errors}
        submitting={submitting}
        onChange={(field, value) => actor.send({ type: 'form.change', field, value })}
        onSubmit={() => actor.send({ type: 'lead.submit' })}
        onClose={() => actor.send({ type: 'lead.close' })}
      />
    </OpenLeadModal.Provider>
  );
}

/** Opens the lead modal; for every call-to-action button on the public site. */
export function useOpenLeadModal(): OpenLeadModal {
  const open = useContext(OpenLeadModal);
  return useMemo(
    () =>
      open ??
      (() => {
        throw new Error('useOpenLeadModal is used outside <LeadModalProvider>.');
      }),
    [open],
  );
}
