import { describe, expect, it } from 'vitest';
import { LeadMessages } from '@/sdk/schemas/lead';
import { blank, start, valid } from './leadModalMachine.fixtures';

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
