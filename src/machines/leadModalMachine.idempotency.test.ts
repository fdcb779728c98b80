import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '@/sdk/errors';
import { IdempotencyMessages } from '@/sdk/schemas/leadIdempotency';
import type { LeadSubmission } from './leadModalMachine';
import { start, valid } from './leadModalMachine.fixtures';

/** A submit actor whose answers are given in order: an error rejects, anything else resolves. */
function answering(...answers: unknown[]) {
  const sent: LeadSubmission[] = [];
  const submit = async (submission: LeadSubmission) => {
    sent.push(submission);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { sent, submit, keys: () => sent.map((s) => s.idempotencyKey) };
}

const lost = () => new ApiError(0, 'Failed to send message. Please try again.');

// One key per lead attempt: the server stores a lead once per key (docs/api.md), so a retry of
// a submission whose answer was lost must reuse it, and a different lead must not.
describe('leadModalMachine idempotency keys', () => {
  it('sends a retry of the same lead with the same key', async () => {
    const { sent, submit, keys } = answering(lost(), lost(), { ok: true });
    const { actor, fill } = start(submit);
    actor.send({ type: 'lead.open' });
    fill(valid);
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'lead.submit' });
      await waitFor(actor, (s) => !s.hasTag('submitting'));
    }
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(sent).toHaveLength(3);
    expect(new Set(keys()).size).toBe(1);
  });

  it('keeps the key over a close and reopen from the same call to action', async () => {
    const { submit, keys } = answering(lost(), { ok: true });
    const { actor, fill } = start(submit);
    actor.send({ type: 'lead.open', cta: 'header: Book a Demo' });
    fill(valid);
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    actor.send({ type: 'lead.close' });
    actor.send({ type: 'lead.open', cta: 'header: Book a Demo' });
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(new Set(keys()).size).toBe(1);
  });

  it('makes a new key when the values change after a failure', async () => {
    const { submit, keys } = answering(lost(), { ok: true });
    const { actor, fill } = start(submit);
    actor.send({ type: 'lead.open' });
    fill(valid);
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    fill({ message: 'Need a demo next week' });
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(new Set(keys()).size).toBe(2);
  });

  it('makes a new key for the next lead after a success, even with the same values', async () => {
    const { submit, keys } = answering({ ok: true }, { ok: true });
    const { actor, fill } = start(submit);
    for (let i = 0; i < 2; i++) {
      actor.send({ type: 'lead.open' });
      fill(valid);
      actor.send({ type: 'lead.submit' });
      await waitFor(actor, (s) => s.matches('hidden'));
    }
    expect(new Set(keys()).size).toBe(2);
  });

  it('drops a key the server holds for another lead (422), so a retry can succeed', async () => {
    const reused = new ApiError(422, IdempotencyMessages.reused);
    const { submit, keys } = answering(reused, { ok: true });
    const { actor, effects, fill } = start(submit);
    actor.send({ type: 'lead.open' });
    fill(valid);
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(effects.toastError).toHaveBeenCalledOnce();
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(new Set(keys()).size).toBe(2);
  });
});
