import { assign, fromPromise, setup } from 'xstate';
import { Lead } from '@/sdk/schemas/lead';
import { checkLead, emptyLeadValues, leadToastFor } from './leadValidation';
import type { LeadErrors, LeadField, LeadValues } from './leadValidation';

/** The spec's lead toasts (section 8), shown as-is. */
export const LeadToasts = {
  success: 'Form Submitted Successfully!',
  failure: 'Failed to send message. Please try again.',
} as const;

export interface LeadModalContext {
  values: LeadValues;
  /** The first problem per field from the last rejected submit; cleared as the field changes. */
  errors: LeadErrors;
  /** The call to action that opened the modal last ("banner: Get Free Consultant"), if named. */
  cta?: string;
}

export type LeadModalEvent =
  | { type: 'lead.open'; cta?: string }
  | { type: 'lead.close' }
  | { type: 'form.change'; field: LeadField; value: string }
  | { type: 'lead.submit' };

export const leadModalMachine = setup({
  types: {
    context: {} as LeadModalContext,
    events: {} as LeadModalEvent,
  },
  actors: {
    // Placeholder: the app provides sdk.leads.create, tests provide fakes.
    submitLead: fromPromise<unknown, Lead>(() =>
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
    clearValues: assign({ values: emptyLeadValues(), errors: {} }),
  },
  guards: {
    isLeadValid: ({ context }) => checkLead(context.values).ok,
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
            'lead.submit': [
              { guard: 'isLeadValid', target: 'submitting', actions: 'clearErrors' },
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
            input: ({ context }) => Lead.parse({ ...context.values, cta: context.cta }),
            onDone: {
              target: '#leadModal.hidden',
              actions: [
                'clearValues',
                { type: 'toastSuccess', params: { message: LeadToasts.success } },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'toastError', params: { message: LeadToasts.failure } },
            },
          },
        },
      },
    },
  },
});
