import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '@/sdk/errors';
import { LeadToasts } from '@/sdk/schemas/leadConstants';
import { Lead } from '@/sdk/schemas/leadCreate';
import { newIdempotencyKey } from '@/sdk/schemas/leadIdempotency';
import { checkLead, emptyLeadValues, leadToastFor } from './leadValidation';
import type { LeadErrors, LeadField, LeadValues } from './leadValidation';

// The spec's lead toasts (section 8), shown as-is; the lead page shows the same words.
export { LeadToasts };

export interface LeadModalContext {
  values: LeadValues;
  /** The first problem per field from the last rejected submit; cleared as the field changes. */
  errors: LeadErrors;
  /** The call to action that opened the modal last ("banner: Get Free Consultant"), if named. */
  cta?: string;
  /**
   * The lead last sent (as JSON) and the Idempotency-Key it was sent with. A retry of the same
   * lead reuses the key, so a first attempt that was stored but whose answer was lost is not
   * stored twice; a success or other values start a new attempt with a new key.
   */
  attempt?: { lead: string; key: string };
}

/** What submitLead sends: the lead, and the key the server stores it once under. */
export interface LeadSubmission {
  lead: Lead;
  idempotencyKey: string;
}

/** The lead the modal's values make, credited to the call to action that opened it. */
const leadOf = (context: LeadModalContext): Lead => {
  const check = checkLead(context.values, { cta: context.cta });
  // Only reached once isLeadValid has passed; the parse names the problem if not.
  return check.ok ? check.lead : Lead.parse(context.values);
};

export type LeadModalEvent =
  | { type: 'lead.open'; cta?: string }
  | { type: 'lead.close' }
  | { type: 'form.change'; field: LeadField; value: string }
  /** The optional marketing consent box, ticked or not. */
  | { type: 'form.consent'; given: boolean }
  | { type: 'lead.submit' };

export const leadModalMachine = setup({
  types: {
    context: {} as LeadModalContext,
    events: {} as LeadModalEvent,
  },
  actors: {
    // Placeholder: the app provides sdk.leads.create, tests provide fakes.
    submitLead: fromPromise<unknown, LeadSubmission>(() =>
      Promise.reject(new Error('submitLead is not provided')),
    ),
  },
  actions: {
    // Effects the app provides (react-hot-toast); no-ops keep tests and stories DOM-free.
    toastSuccess: (_, _params: { message: string }) => {},
    toastError: (_, _params: { message: string }) => {},
    setValue: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    setConsent: assign(({ context, event }) => {
      if (event.type !== 'form.consent') return {};
      const errors = { ...context.errors };
      delete errors.marketingConsent;
      return { values: { ...context.values, marketingConsent: event.given }, errors };
    }),
    showErrors: assign({
      errors: ({ context }) => {
        const check = checkLead(context.values);
        return check.ok ? {} : check.errors;
      },
    }),
    clearErrors: assign({ errors: {} }),
    // The button that opened the modal last is the one the lead is credited to.
    rememberCta: assign({
      cta: ({ event }) => (event.type === 'lead.open' ? event.cta : undefined),
    }),
    clearValues: assign({ values: emptyLeadValues(), errors: {}, attempt: undefined }),
    // The same lead as the last attempt keeps its key; any other lead gets a new one.
    startAttempt: assign({
      attempt: ({ context }) => {
        const lead = JSON.stringify(leadOf(context));
        return context.attempt?.lead === lead
          ? context.attempt
          : { lead, key: newIdempotencyKey() };
      },
    }),
    // A 422 says the server holds this key for another lead: the next submit starts afresh.
    forgetAttempt: assign({ attempt: undefined }),
  },
  guards: {
    isLeadValid: ({ context }) => checkLead(context.values).ok,
    keyWasReused: ({ event }) =>
      'error' in event && event.error instanceof ApiError && event.error.status === 422,
  },
}).createMachine({
  id: 'leadModal',
  context: { values: emptyLeadValues(), errors: {} },
  initial: 'hidden',
  states: {
    hidden: {
      // Values survive a close so a visitor who closes by mistake does not retype them;
      // stale red errors do not.
      on: { 'lead.open': { target: 'open', actions: ['clearErrors', 'rememberCta'] } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          tags: ['editing'],
          on: {
            'lead.close': '#leadModal.hidden',
            'form.change': { actions: 'setValue' },
            'form.consent': { actions: 'setConsent' },
            'lead.submit': [
              {
                guard: 'isLeadValid',
                target: 'submitting',
                actions: ['clearErrors', 'startAttempt'],
              },
              {
                actions: [
                  'showErrors',
                  // Runs after showErrors, so it sees the errors just assigned.
                  {
                    type: 'toastError',
                    params: ({ context }) => ({ message: leadToastFor(context.errors) }),
                  },
                ],
              },
            ],
          },
        },
        submitting: {
          // Only submitLead's answer leaves this state: a second submit, a close or an edit is
          // not handled, so one click sends one lead and the toast matches what was sent.
          tags: ['submitting'],
          invoke: {
            src: 'submitLead',
            // The guard has just accepted these values and edits are ignored here.
            input: ({ context }): LeadSubmission => ({
              lead: leadOf(context),
              idempotencyKey: context.attempt?.key ?? newIdempotencyKey(),
            }),
            onDone: {
              target: '#leadModal.hidden',
              actions: [
                'clearValues',
                { type: 'toastSuccess', params: { message: LeadToasts.success } },
              ],
            },
            onError: [
              {
                guard: 'keyWasReused',
                target: 'editing',
                actions: [
                  'forgetAttempt',
                  { type: 'toastError', params: { message: LeadToasts.failure } },
                ],
              },
              {
                target: 'editing',
                actions: { type: 'toastError', params: { message: LeadToasts.failure } },
              },
            ],
          },
        },
      },
    },
  },
});
