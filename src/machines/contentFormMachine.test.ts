import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError, FALLBACK_MESSAGE } from '@/sdk/errors';
import { ContentMessages } from './contentForm';
import { clientSubmit, logo, startForm } from './contentFormMachine.fixtures';

const createClient = { redirectTo: '/manage-client' };

describe('contentFormMachine create mode', () => {
  it('starts editing without loading', () => {
    const { actor, effects } = startForm(createClient);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context).toMatchObject({ mode: 'create', id: undefined, current: null });
    expect(effects.load).not.toHaveBeenCalled();
  });

  it('saves what the submit carries, toasts "Added" and goes to the list', async () => {
    const { actor, effects } = startForm(createClient);
    actor.send(clientSubmit);
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.save).toHaveBeenCalledExactlyOnceWith({
      mode: 'create',
      intent: 'publish',
      hasDraft: false,
      id: undefined,
      values: { clientTitle: 'Acme' },
      files: { clientImg: logo },
      onUploadProgress: expect.any(Function),
    });
    expect(effects.toastSuccess).toHaveBeenCalledExactlyOnceWith(ContentMessages.added);
    expect(actor.getSnapshot().context).toMatchObject({ current: null, saves: 1, errors: {} });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/manage-client');
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it('stays on the form after a save without redirectTo', async () => {
    const { actor, effects } = startForm({});
    actor.send({ type: 'form.submit', values: { title: 'x' }, files: {} });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.toastSuccess).toHaveBeenCalledWith(ContentMessages.added);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('ignores a second submit while saving', async () => {
    const { actor, effects } = startForm(createClient);
    actor.send(clientSubmit);
    actor.send({ ...clientSubmit, values: { clientTitle: 'Changed' } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.save).toHaveBeenCalledTimes(1);
    expect(effects.save.mock.calls[0]?.[0].values).toEqual({ clientTitle: 'Acme' });
  });
});

describe('contentFormMachine save failure', () => {
  const submitted = (save: () => Promise<unknown>) => {
    const started = startForm(createClient, { save });
    started.actor.send(clientSubmit);
    return started;
  };

  it("toasts the server's msg and keeps its field messages until that field is edited", async () => {
    const error = new ApiError(400, 'All fields are required.', [
      { path: ['clientTitle'], message: 'All fields are required.' },
      { path: ['clientImg'], message: 'Not an allowed image.' },
      { path: ['clientImg'], message: 'A second message for the same field.' },
    ]);
    const { actor, effects } = submitted(() => Promise.reject(error));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.toastError).toHaveBeenCalledExactlyOnceWith(error.msg);
    expect(actor.getSnapshot().context.errors).toEqual({
      clientTitle: 'All fields are required.',
      clientImg: 'Not an allowed image.',
    });
    expect(effects.toastSuccess).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    actor.send({ type: 'form.edit', field: 'clientImg' });
    expect(actor.getSnapshot().context.errors).toEqual({
      clientTitle: 'All fields are required.',
    });
  });

  it('toasts a readable fallback for a failure that is not an ApiError', async () => {
    const { actor, effects } = submitted(() => Promise.reject(new TypeError('x is undefined')));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.toastError).toHaveBeenCalledExactlyOnceWith(FALLBACK_MESSAGE);
  });

  it('toasts a 401 like any failure (the sdk client signs out: configureApi onUnauthorized)', async () => {
    const { actor, effects } = submitted(() =>
      Promise.reject(new ApiError(401, 'Please sign in.')),
    );
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.toastError).toHaveBeenCalledWith('Please sign in.');
  });

  it('can submit again after a failure, and a success clears the field messages', async () => {
    let calls = 0;
    const { actor, effects } = submitted(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(400, 'Bad', [{ path: ['clientTitle'], message: 'Bad' }]);
    });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({ clientTitle: 'Bad' });
    actor.send(clientSubmit);
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.save).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(effects.navigate).toHaveBeenCalledWith('/manage-client');
  });
});
