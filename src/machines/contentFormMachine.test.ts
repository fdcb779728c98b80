import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError, FALLBACK_MESSAGE } from '@/sdk/errors';
import { ContentMessages } from './contentForm';
import { clientEmpty, isClientComplete, logo, startForm } from './contentFormMachine.fixtures';

const createClient = { emptyValues: clientEmpty, redirectTo: '/manage-client' };

describe('contentFormMachine create mode', () => {
  it('starts editing blank values without loading', () => {
    const { actor, effects } = startForm(createClient, { isComplete: isClientComplete });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context).toMatchObject({ mode: 'create', id: undefined, values: clientEmpty });
    expect(effects.load).not.toHaveBeenCalled();
  });

  it('records changed values and chosen files, and forgets a file set to null', () => {
    const { actor } = startForm(createClient);
    actor.send({ type: 'form.change', field: 'clientTitle', value: 'Acme' });
    actor.send({ type: 'form.file', field: 'clientImg', file: logo });
    expect(actor.getSnapshot().context.values.clientTitle).toBe('Acme');
    expect(actor.getSnapshot().context.files).toEqual({ clientImg: logo });
    actor.send({ type: 'form.file', field: 'clientImg', file: null });
    expect(actor.getSnapshot().context.files).toEqual({});
  });

  it.each([
    ['no title and no image', {}],
    ['a title but no image', { title: 'Acme' }],
    ['an image but a blank title', { title: '   ', file: true }],
  ])('stops an incomplete form (%s): toast, nothing sent', (_label, form) => {
    const { actor, effects } = startForm(createClient, { isComplete: isClientComplete });
    if ('title' in form)
      actor.send({ type: 'form.change', field: 'clientTitle', value: form.title });
    if ('file' in form) actor.send({ type: 'form.file', field: 'clientImg', file: logo });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects.toastError).toHaveBeenCalledExactlyOnceWith(ContentMessages.incomplete);
    expect(effects.save).not.toHaveBeenCalled();
  });

  it('uses "every text field filled" until the app provides its rule', () => {
    const { actor, effects } = startForm({ emptyValues: { title: '', count: 0 } });
    actor.send({ type: 'form.submit' });
    expect(effects.toastError).toHaveBeenCalledWith(ContentMessages.incomplete);
    actor.send({ type: 'form.change', field: 'title', value: 'x' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
  });

  it('saves, toasts "Added", resets to blank and goes to the list', async () => {
    const { actor, effects } = startForm(createClient, { isComplete: isClientComplete });
    actor.send({ type: 'form.change', field: 'clientTitle', value: 'Acme' });
    actor.send({ type: 'form.file', field: 'clientImg', file: logo });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.save).toHaveBeenCalledExactlyOnceWith({
      mode: 'create',
      id: undefined,
      values: { clientTitle: 'Acme', isActive: true },
      files: { clientImg: logo },
    });
    expect(effects.toastSuccess).toHaveBeenCalledExactlyOnceWith(ContentMessages.added);
    expect(actor.getSnapshot().context).toMatchObject({
      values: clientEmpty,
      files: {},
      errors: {},
    });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/manage-client');
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it('stays on the form after a save without redirectTo', async () => {
    const { actor, effects } = startForm({ emptyValues: { title: '' } });
    actor.send({ type: 'form.change', field: 'title', value: 'x' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.toastSuccess).toHaveBeenCalledWith(ContentMessages.added);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('ignores a second submit, edits and reset while saving', async () => {
    const { actor, effects } = startForm(createClient, { isComplete: isClientComplete });
    actor.send({ type: 'form.change', field: 'clientTitle', value: 'Acme' });
    actor.send({ type: 'form.file', field: 'clientImg', file: logo });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', field: 'clientTitle', value: 'Changed' });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.values.clientTitle).toBe('Acme');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.save).toHaveBeenCalledTimes(1);
  });

  it('resets a create form to blank on form.reset', () => {
    const { actor } = startForm(createClient);
    actor.send({ type: 'form.change', field: 'clientTitle', value: 'Acme' });
    actor.send({ type: 'form.file', field: 'clientImg', file: logo });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context).toMatchObject({ values: clientEmpty, files: {} });
  });
});

describe('contentFormMachine save failure', () => {
  const filled = (save: () => Promise<unknown>) => {
    const started = startForm(createClient, { isComplete: isClientComplete, save });
    started.actor.send({ type: 'form.change', field: 'clientTitle', value: 'Acme' });
    started.actor.send({ type: 'form.file', field: 'clientImg', file: logo });
    started.actor.send({ type: 'form.submit' });
    return started;
  };

  it("toasts the server's msg, keeps values and files, shows field issues", async () => {
    const error = new ApiError(415, 'Only png, jpeg, webp or gif images are allowed.', [
      { path: ['clientImg'], message: 'Not an allowed image.' },
    ]);
    const { actor, effects } = filled(() => Promise.reject(error));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.toastError).toHaveBeenCalledExactlyOnceWith(error.msg);
    const { context } = actor.getSnapshot();
    expect(context.values).toEqual({ clientTitle: 'Acme', isActive: true });
    expect(context.files).toEqual({ clientImg: logo });
    expect(context.errors).toEqual({ clientImg: 'Not an allowed image.' });
    expect(effects.toastSuccess).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.unauthorized).not.toHaveBeenCalled();
    actor.send({ type: 'form.file', field: 'clientImg', file: logo });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('toasts a readable fallback for a failure that is not an ApiError', async () => {
    const { actor, effects } = filled(() => Promise.reject(new TypeError('x is undefined')));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.toastError).toHaveBeenCalledExactlyOnceWith(FALLBACK_MESSAGE);
  });

  it('raises unauthorized on a 401 so the app logs out', async () => {
    const { actor, effects } = filled(() => Promise.reject(new ApiError(401, 'Please sign in.')));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.unauthorized).toHaveBeenCalledTimes(1);
    expect(effects.toastError).toHaveBeenCalledWith('Please sign in.');
  });

  it('can submit again after a failure', async () => {
    let calls = 0;
    const { actor, effects } = filled(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(500, 'Something went wrong.');
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.save).toHaveBeenCalledTimes(2);
    expect(effects.navigate).toHaveBeenCalledWith('/manage-client');
  });
});
