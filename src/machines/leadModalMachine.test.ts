import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LeadMessages } from '../../sdk/schemas/lead';
import type { Lead } from '../../sdk/schemas/lead';
import { LeadToasts, leadModalMachine } from './leadModalMachine';
import type { LeadField } from './leadValidation';

const valid = {
  name: 'Asha',
  email: 'asha@example.com',
  mobile: '9876543210',
  message: 'Need a demo',
};
const blank = { name: '', email: '', mobile: '', message: '', website: '' };

function start(submit: (lead: Lead) => Promise<unknown> = async () => ({ ok: true })) {
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
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  // The executor runs synchronously, so both are set before deferred() returns.
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve: () => resolve(), reject: (error: Error) => reject(error) };
}

describe('leadModalMachine visibility', () => {
  it('is hidden by default with empty values', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context).toEqual({ values: blank, errors: {} });
  });

  it('opens and closes', () => {
    const { actor } = start();
    actor.send({ type: 'lead.open' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    actor.send({ type: 'lead.close' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('keeps typed values over a close but drops old errors on reopen', () => {
    const { actor, fill } = start();
    actor.send({ type: 'lead.open' });
    fill({ name: 'Asha' });
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().context.errors).not.toEqual({});
    actor.send({ type: 'lead.close' });
    actor.send({ type: 'lead.open' });
    expect(actor.getSnapshot().context.values.name).toBe('Asha');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('ignores submit and edits while hidden', () => {
    const { actor, effects } = start();
    actor.send({ type: 'form.change', field: 'name', value: 'x' });
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.values.name).toBe('');
    expect(effects.toastError).not.toHaveBeenCalled();
  });
});

describe('leadModalMachine validation', () => {
  it.each([
    [
      'all fields empty',
      {},
      LeadMessages.required,
      {
        name: LeadMessages.required,
        email: LeadMessages.required,
        mobile: LeadMessages.required,
        message: LeadMessages.required,
      },
    ],
    [
      'a blank-looking name',
      { ...valid, name: '   ' },
      LeadMessages.required,
      { name: LeadMessages.required },
    ],
    [
      'an email without a top-level domain',
      { ...valid, email: 'asha@example' },
      LeadMessages.email,
      { email: LeadMessages.email },
    ],
    [
      'a one-letter top-level domain',
      { ...valid, email: 'asha@example.c' },
      LeadMessages.email,
      { email: LeadMessages.email },
    ],
    [
      'a mobile starting with 5',
      { ...valid, mobile: '5876543210' },
      LeadMessages.mobile,
      { mobile: LeadMessages.mobile },
    ],
    [
      'a 9-digit mobile',
      { ...valid, mobile: '987654321' },
      LeadMessages.mobile,
      { mobile: LeadMessages.mobile },
    ],
    [
      'a bad email and a bad mobile (email first)',
      { ...valid, email: 'nope', mobile: '123' },
      LeadMessages.email,
      { email: LeadMessages.email, mobile: LeadMessages.mobile },
    ],
    [
      'an empty message and a bad email (required first)',
      { ...valid, email: 'nope', message: '' },
      LeadMessages.required,
      { email: LeadMessages.email, message: LeadMessages.required },
    ],
  ])('rejects %s with one error toast and field errors', (_label, values, toast, errors) => {
    const { actor, effects, fill } = start();
    actor.send({ type: 'lead.open' });
    fill(values);
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(effects.toastError).toHaveBeenCalledExactlyOnceWith(toast);
    expect(actor.getSnapshot().context.errors).toEqual(errors);
    expect(effects.submitLead).not.toHaveBeenCalled();
  });

  it('clears a field error as that field changes, and only that one', () => {
    const { actor, fill } = start();
    actor.send({ type: 'lead.open' });
    fill({ ...valid, email: 'nope', mobile: '1' });
    actor.send({ type: 'lead.submit' });
    fill({ email: 'asha@example.com' });
    expect(actor.getSnapshot().context.errors).toEqual({ mobile: LeadMessages.mobile });
  });
});

describe('leadModalMachine submit', () => {
  it('sends the parsed lead, then clears all fields, closes and toasts success', async () => {
    const { actor, effects, fill } = start();
    actor.send({ type: 'lead.open' });
    fill({ ...valid, name: '  Asha  ' });
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects.submitLead).toHaveBeenCalledExactlyOnceWith({ ...valid, website: '' });
    expect(actor.getSnapshot().context).toEqual({ values: blank, errors: {} });
    expect(effects.toastSuccess).toHaveBeenCalledExactlyOnceWith(LeadToasts.success);
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it('passes a filled honeypot on so the server can drop the lead', async () => {
    const { actor, effects, fill } = start();
    actor.send({ type: 'lead.open' });
    fill({ ...valid, website: 'http://spam.example' });
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects.submitLead.mock.calls[0]?.[0].website).toBe('http://spam.example');
  });

  it('stays open, keeps the values and toasts the failure', async () => {
    const { actor, effects, fill } = start(() => Promise.reject(new Error('500')));
    actor.send({ type: 'lead.open' });
    fill(valid);
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context.values).toEqual({ ...valid, website: '' });
    expect(effects.toastError).toHaveBeenCalledExactlyOnceWith(LeadToasts.failure);
    expect(effects.toastSuccess).not.toHaveBeenCalled();
  });

  it('can retry after a failure', async () => {
    let calls = 0;
    const { actor, effects, fill } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    });
    actor.send({ type: 'lead.open' });
    fill(valid);
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects.submitLead).toHaveBeenCalledTimes(2);
  });
});

describe('leadModalMachine while submitting', () => {
  it('ignores a second submit: the actor is called once', async () => {
    const gate = deferred();
    const { actor, effects, fill } = start(() => gate.promise);
    actor.send({ type: 'lead.open' });
    fill(valid);
    actor.send({ type: 'lead.submit' });
    actor.send({ type: 'lead.submit' });
    actor.send({ type: 'lead.submit' });
    gate.resolve();
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects.submitLead).toHaveBeenCalledTimes(1);
    expect(effects.toastSuccess).toHaveBeenCalledTimes(1);
  });

  it('ignores close and edits until the answer; success then closes', async () => {
    const gate = deferred();
    const { actor, fill } = start(() => gate.promise);
    actor.send({ type: 'lead.open' });
    fill(valid);
    actor.send({ type: 'lead.submit' });
    actor.send({ type: 'lead.close' });
    fill({ name: 'Changed' });
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    expect(actor.getSnapshot().context.values.name).toBe('Asha');
    gate.resolve();
    await waitFor(actor, (s) => s.matches('hidden'));
  });

  it('a close ignored during a failing submit leaves the modal open with the values', async () => {
    const gate = deferred();
    const { actor, fill } = start(() => gate.promise);
    actor.send({ type: 'lead.open' });
    fill(valid);
    actor.send({ type: 'lead.submit' });
    actor.send({ type: 'lead.close' });
    gate.reject(new Error('500'));
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context.values.email).toBe(valid.email);
  });
});
