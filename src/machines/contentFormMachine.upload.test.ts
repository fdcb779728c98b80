import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { SaveRequest } from './contentForm';
import { clientSubmit, startForm } from './contentFormMachine.fixtures';

/** A save that waits for the test to answer, keeping what the machine handed it. */
function heldSave() {
  const held: { request?: SaveRequest; answer: (output: unknown) => void } = { answer: () => {} };
  const save = (request: SaveRequest) =>
    new Promise<unknown>((resolve) => {
      held.request = request;
      held.answer = resolve;
    });
  return { held, save };
}

describe('contentFormMachine upload progress', () => {
  it('reports how much of a save with images has gone, never backwards', async () => {
    const { held, save } = heldSave();
    const { actor } = startForm({}, { save });
    actor.send(clientSubmit);
    await waitFor(actor, () => held.request !== undefined);
    const uploading = () => actor.getSnapshot().hasTag('uploading');
    const uploaded = () => actor.getSnapshot().context.uploaded;
    expect(uploading()).toBe(true);
    expect(uploaded()).toBe(0);
    held.request?.onUploadProgress?.(0.42);
    expect(uploaded()).toBe(0.42);
    held.request?.onUploadProgress?.(0.3);
    expect(uploaded()).toBe(0.42);
    held.request?.onUploadProgress?.(1.2);
    expect(uploaded()).toBe(1);
    held.answer({ _id: 'c9' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(uploading()).toBe(false);
  });

  it('starts the next upload from nothing', async () => {
    const { held, save } = heldSave();
    const { actor } = startForm({}, { save });
    actor.send(clientSubmit);
    await waitFor(actor, () => held.request !== undefined);
    held.request?.onUploadProgress?.(0.8);
    held.answer({ _id: 'c9' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send(clientSubmit);
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    expect(actor.getSnapshot().context.uploaded).toBe(0);
  });

  it('shows no upload for a save without images, and asks the sdk for no progress', async () => {
    const { held, save } = heldSave();
    const { actor } = startForm({}, { save });
    actor.send({ type: 'form.submit', values: { clientTitle: 'Acme' }, files: {} });
    await waitFor(actor, () => held.request !== undefined);
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(actor.getSnapshot().hasTag('uploading')).toBe(false);
    expect(held.request?.onUploadProgress).toBeUndefined();
    actor.send({ type: 'save.progress', sent: 0.5 });
    expect(actor.getSnapshot().context.uploaded).toBe(0);
  });
});
