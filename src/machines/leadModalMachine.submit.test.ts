import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { CURRENT_CONSENT_VERSION } from '@/sdk/schemas/leadConsent';
import { LeadToasts } from './leadModalMachine';
import { blank, deferred, start, valid } from './leadModalMachine.fixtures';

describe('leadModalMachine submit', () => {
  it('sends the parsed lead, then clears all fields, closes and toasts success', async () => {
    const { actor, effects, fill } = start();
    actor.send({ type: 'lead.open' });
    fill({ ...valid, name: '  Asha  ' });
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects.submitLead).toHaveBeenCalledExactlyOnceWith({
      lead: { ...valid, website: '' },
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(actor.getSnapshot().context).toEqual({ values: blank, errors: {} });
    expect(effects.toastSuccess).toHaveBeenCalledExactlyOnceWith(LeadToasts.success);
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it('credits the lead to the call to action that opened the modal last', async () => {
    const { actor, effects, fill } = start();
    actor.send({ type: 'lead.open', cta: 'header: Book a Demo' });
    fill(valid);
    actor.send({ type: 'lead.close' });
    actor.send({ type: 'lead.open', cta: 'banner: Get Free Consultant' });
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects.submitLead.mock.calls[0]?.[0].lead).toEqual({
      ...valid,
      website: '',
      cta: 'banner: Get Free Consultant',
    });
  });

  it('sends the marketing consent, with the wording version shown, only when ticked', async () => {
    const { actor, effects, fill } = start();
    actor.send({ type: 'lead.open' });
    fill(valid);
    actor.send({ type: 'form.consent', given: true });
    actor.send({ type: 'form.consent', given: false });
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects.submitLead.mock.calls[0]?.[0].lead).not.toHaveProperty('marketingConsent');

    actor.send({ type: 'lead.open' });
    fill(valid);
    actor.send({ type: 'form.consent', given: true });
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects.submitLead.mock.calls[1]?.[0].lead).toMatchObject({
      marketingConsent: true,
      consentVersion: CURRENT_CONSENT_VERSION,
    });
    // A new lead starts with the box clear again.
    expect(actor.getSnapshot().context.values.marketingConsent).toBe(false);
  });

  it('passes a filled honeypot on so the server can file the lead as spam', async () => {
    const { actor, effects, fill } = start();
    actor.send({ type: 'lead.open' });
    fill({ ...valid, website: 'http://spam.example' });
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(effects.submitLead.mock.calls[0]?.[0].lead.website).toBe('http://spam.example');
  });

  it('stays open, keeps the values and toasts the failure', async () => {
    const { actor, effects, fill } = start(() => Promise.reject(new Error('500')));
    actor.send({ type: 'lead.open' });
    fill(valid);
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context.values).toEqual({ ...blank, ...valid });
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
