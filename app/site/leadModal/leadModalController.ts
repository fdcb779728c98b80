import type { ComponentType } from 'react';
import type { LeadErrors } from '@/sdk/schemas/leadCheck';
import { emptyLeadValues } from '@/sdk/schemas/leadValues';
import type { LeadField, LeadValues } from '@/sdk/schemas/leadValues';

/** What the lead modal shows. */
export interface LeadModalView {
  open: boolean;
  values: LeadValues;
  errors: LeadErrors;
  submitting: boolean;
}

/**
 * What drives the lead modal's view. Two implement it: the view's own (below), which shows the
 * form at once and keeps what is typed, and the machine's (leadModalMachineHost.ts: the lead
 * modal machine, the Lead schema, the one endpoint, the toasts), loaded when the modal first opens
 * and then handed what the view kept. A store for useSyncExternalStore: `view()` answers the same
 * object until something changes.
 */
export interface LeadModalController {
  view: () => LeadModalView;
  subscribe: (listener: () => void) => () => void;
  open: (cta?: string) => void;
  close: () => void;
  change: (field: LeadField, value: string) => void;
  consent: (given: boolean) => void;
  submit: () => void;
  /** Rendered beside the modal once there is one (the site's toasts). */
  Extras?: ComponentType;
}

/** What the view's controller hands the machine's: the modal as the visitor left it. */
export interface LeadModalSeed {
  open: boolean;
  values: LeadValues;
  cta?: string;
  /** Submit was pressed before the machine came: it is pressed again for the visitor. */
  submitted: boolean;
}

/**
 * The view's own controller, until the machine's arrives: it opens and closes, keeps what is
 * typed, and on Submit shows the form as sending, so a visitor who submits before the machine
 * has loaded waits a moment instead of losing the press. It checks and sends nothing itself;
 * `onOpen` and `onSubmit` are told (to fetch the machine).
 */
export function viewController({ onOpen, onSubmit }: { onOpen: () => void; onSubmit: () => void }) {
  let view: LeadModalView = {
    open: false,
    values: emptyLeadValues(),
    errors: {},
    submitting: false,
  };
  let cta: string | undefined;
  const listeners = new Set<() => void>();
  const update = (change: Partial<LeadModalView>) => {
    view = { ...view, ...change };
    for (const listener of listeners) listener();
  };
  // The machine's controller once it has taken over. Until React renders the modal again with
  // it, the inputs on screen still call this one: what they send goes on to the successor. (A
  // name typed in that moment, on a busy phone, was dropped and the form answered "Please fill
  // all the fields".)
  let successor: LeadModalController | null = null;
  const controller: LeadModalController = {
    view: () => view,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (opened) => {
      if (successor) return successor.open(opened);
      cta = opened;
      update({ open: true });
      onOpen();
    },
    close: () => (successor ? successor.close() : update({ open: false, submitting: false })),
    change: (field, value) =>
      successor
        ? successor.change(field, value)
        : update({ values: { ...view.values, [field]: value } }),
    consent: (given) =>
      successor
        ? successor.consent(given)
        : update({ values: { ...view.values, marketingConsent: given } }),
    submit: () => {
      if (successor) return successor.submit();
      update({ submitting: true });
      onSubmit();
    },
  };
  const seed = (): LeadModalSeed => ({
    open: view.open,
    values: view.values,
    cta,
    submitted: view.submitting,
  });
  /** The machine's controller takes over: from now on this one passes everything on to it. */
  const handTo = (next: LeadModalController) => {
    successor = next;
  };
  return { controller, seed, handTo, stopSending: () => update({ submitting: false }) };
}
