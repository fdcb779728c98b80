import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '@/sdk/errors';
import { ContentMessages } from './contentForm';
import { clientSubmit, startForm, storedClient } from './contentFormMachine.fixtures';

const updateClient = { id: 'c1', redirectTo: '/manage-client' };
const other = { ...storedClient, _id: 'c2', clientTitle: 'Other' };
const loaded = (actor: ReturnType<typeof startForm>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('loading'));

describe('contentFormMachine update mode: loading and prefill', () => {
  it('loads the item by id and starts from a single object', async () => {
    const { actor, effects } = startForm(updateClient, { load: async () => storedClient });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await loaded(actor);
    expect(effects.load).toHaveBeenCalledExactlyOnceWith({ id: 'c1' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      mode: 'update',
      id: 'c1',
      current: storedClient,
    });
  });

  it('takes the item with the route id from a list', async () => {
    const { actor } = startForm(updateClient, { load: async () => [other, storedClient] });
    await loaded(actor);
    expect(actor.getSnapshot().context.current).toEqual(storedClient);
  });

  it.each([
    ['a list without that id', [other]],
    ['an empty list', []],
    ['nothing', null],
  ])('fails with "not found" when the load answers %s', async (_label, output) => {
    const { actor, effects } = startForm(updateClient, { load: async () => output });
    await loaded(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.loadError).toBe(ContentMessages.notFound);
    actor.send(clientSubmit);
    expect(effects.save).not.toHaveBeenCalled();
  });

  it("shows the server's msg when loading fails, and loads again on retry", async () => {
    let calls = 0;
    const { actor, effects } = startForm(updateClient, {
      load: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(500, 'Database unavailable');
        return storedClient;
      },
    });
    await loaded(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.loadError).toBe('Database unavailable');
    actor.send({ type: 'form.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.loadError).toBeNull();
    expect(effects.load).toHaveBeenCalledTimes(2);
  });

  it('keeps the failed load’s request id, for support', async () => {
    const { actor } = startForm(updateClient, {
      load: () => Promise.reject(new ApiError(500, 'Database unavailable', [], 'req-42')),
    });
    await loaded(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      loadError: 'Database unavailable',
      loadRequestId: 'req-42',
    });
  });

  it('shows a 401 like any failure (the sdk client signs out: configureApi onUnauthorized)', async () => {
    const { actor } = startForm(updateClient, {
      load: () => Promise.reject(new ApiError(401, 'Please sign in.')),
    });
    await loaded(actor);
    expect(actor.getSnapshot().context.loadError).toBe('Please sign in.');
  });
});

describe('contentFormMachine update mode: saving', () => {
  it('sends the id with the submitted values; no new file keeps the stored image', async () => {
    const { actor, effects } = startForm(updateClient, { load: async () => storedClient });
    await loaded(actor);
    actor.send({ type: 'form.submit', values: { clientTitle: 'Acme Online' }, files: {} });
    await waitFor(actor, () => effects.navigate.mock.calls.length > 0);
    expect(effects.save).toHaveBeenCalledExactlyOnceWith({
      mode: 'update',
      intent: 'publish',
      hasDraft: false,
      id: 'c1',
      values: { clientTitle: 'Acme Online' },
      files: {},
    });
    expect(effects.toastSuccess).toHaveBeenCalledExactlyOnceWith(ContentMessages.updated);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/manage-client');
    expect(actor.getSnapshot().context).toMatchObject({ current: null, saves: 1 });
  });

  it('goes to the testimonial list after a testimonial update', async () => {
    const stored = {
      _id: 't1',
      testimonialDesc: 'Great',
      testimonialPersonName: 'Ravi',
      rating: 4,
    };
    const { actor, effects } = startForm(
      { id: 't1', redirectTo: '/manage-testimonials' },
      { load: async () => [stored] },
    );
    await loaded(actor);
    expect(actor.getSnapshot().context.current).toEqual(stored);
    actor.send({ type: 'form.submit', values: { rating: 5 }, files: {} });
    await waitFor(actor, () => effects.navigate.mock.calls.length > 0);
    expect(effects.navigate).toHaveBeenCalledWith('/manage-testimonials');
    expect(effects.toastSuccess).toHaveBeenCalledWith(ContentMessages.updated);
  });

  it('takes the success message from input', async () => {
    const { actor, effects } = startForm(
      { ...updateClient, successMessages: { update: 'Saved.' } },
      { load: async () => storedClient },
    );
    await loaded(actor);
    actor.send(clientSubmit);
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.toastSuccess).toHaveBeenCalledWith('Saved.');
  });
});
