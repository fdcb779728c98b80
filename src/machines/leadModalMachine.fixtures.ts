import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { leadModalMachine } from './leadModalMachine';
import type { LeadSubmission } from './leadModalMachine';
import type { LeadField } from './leadValidation';

// Shared by the lead modal tests: the machine with fake effects that record their calls.

export const valid = {
  name: 'Asha',
  email: 'asha@example.com',
  mobile: '9876543210',
  message: 'Need a demo',
};
export const blank = {
  name: '',
  email: '',
  mobile: '',
  message: '',
  website: '',
  marketingConsent: false,
};

export function start(
  submit: (submission: LeadSubmission) => Promise<unknown> = async () => ({ ok: true }),
) {
  const effects = { submitLead: vi.fn(submit), toastSuccess: vi.fn(), toastError: vi.fn() };
  const machine = leadModalMachine.provide({
    actors: { submitLead: fromPromise(({ input }) => effects.submitLead(input)) },
    actions: {
      toastSuccess: (_, params) => effects.toastSuccess(params.message),
      toastError: (_, params) => effects.toastError(params.message),
    },
  });
  const actor = createActor(machine).start();
  const fill = (values: Partial<Record<LeadField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'form.change', field: field as LeadField, value });
    }
  };
  return { actor, effects, fill };
}

/** A submit actor that waits until the test settles it. */
export function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  // The executor runs synchronously, so both are set before deferred() returns.
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve: () => resolve(), reject: (error: Error) => reject(error) };
}
