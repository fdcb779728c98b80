import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '@/sdk/errors';
import { ContentMessages } from './contentForm';
import {
  clientEmpty,
  isClientComplete,
  logo,
  startForm,
  storedClient,
} from './contentFormMachine.fixtures';

const updateClient = { id: 'c1', emptyValues: clientEmpty, redirectTo: '/manage-client' };
const other = { ...storedClient, _id: 'c2', clientTitle: 'Other' };
const loaded = (actor: ReturnType<typeof startForm>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('loading'));

describe('contentFormMachine update mode: loading and prefill', () => {
  it('loads the item by id and pre-fills from a single object', async () => {
    const { actor, effects } = startForm(updateClient, { load: async () => storedClient });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await loaded(actor);
    expect(effects.load).toHaveBeenCalledExactlyOnceWith({ id: 'c1' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      mode: 'update',
      id: 'c1',
      values: { clientTitle: 'Acme Academy', isActive: false },
      current: storedClient,
    });
  });

  it('takes the item with the route id from a list', async () => {
    const { actor } = startForm(updateClient, { load: async () => [other, storedClient] });
    await loaded(actor);
    expect(actor.getSnapshot().context.current).toEqual(storedClient);
    expect(actor.getSnapshot().context.values.clientTitle).toBe('Acme Academy');
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
    actor.send({ type: 'form.submit' });
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
    expect(effects.unauthorized).not.toHaveBeenCalled();
    actor.send({ type: 'form.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.loadError).toBeNull();
    expect(effects.load).toHaveBeenCalledTimes(2);
  });

  it('raises unauthorized when loading answers 401', async () => {
    const { actor, effects } = startForm(updateClient, {
      load: () => Promise.reject(new ApiError(401, 'Please sign in.')),
    });
    await loaded(actor);
    expect(effects.unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('contentFormMachine update mode: saving', () => {
  it('sends the id with the values; the stored image counts without a new file', async () => {
    const { actor, effects } = startForm(updateClient, {
      load: async () => storedClient,
      isComplete: isClientComplete,
    });
    await loaded(actor);
    actor.send({ type: 'form.change', field: 'clientTitle', value: 'Acme Online' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => effects.navigate.mock.calls.length > 0);
    expect(effects.save).toHaveBeenCalledExactlyOnceWith({
      mode: 'update',
      id: 'c1',
      values: { clientTitle: 'Acme Online', isActive: false },
      files: {},
    });
    expect(effects.toastSuccess).toHaveBeenCalledExactlyOnceWith(ContentMessages.updated);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/manage-client');
    expect(actor.getSnapshot().context).toMatchObject({ values: clientEmpty, current: null });
  });

  it('goes to the testimonial list after a testimonial update', async () => {
    const emptyValues = { testimonialDescription: '', personName: '', rating: 0 };
    const stored = { _id: 't1', testimonialDescription: 'Great', personName: 'Ravi', rating: 4 };
    const { actor, effects } = startForm(
      { id: 't1', emptyValues, redirectTo: '/manage-testimonials' },
      { load: async () => [stored] },
    );
    await loaded(actor);
    expect(actor.getSnapshot().context.values).toEqual({
      testimonialDescription: 'Great',
      personName: 'Ravi',
      rating: 4,
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => effects.navigate.mock.calls.length > 0);
    expect(effects.navigate).toHaveBeenCalledWith('/manage-testimonials');
    expect(effects.toastSuccess).toHaveBeenCalledWith(ContentMessages.updated);
  });

  it('resets an update form to the loaded item, dropping new files', async () => {
    const { actor } = startForm(updateClient, { load: async () => storedClient });
    await loaded(actor);
    actor.send({ type: 'form.change', field: 'clientTitle', value: 'Scratch' });
    actor.send({ type: 'form.file', field: 'clientImg', file: logo });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { clientTitle: 'Acme Academy', isActive: false },
      files: {},
    });
  });

  it('takes the success message from input', async () => {
    const { actor, effects } = startForm(
      { ...updateClient, successMessages: { update: 'Saved.' } },
      { load: async () => storedClient },
    );
    await loaded(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.toastSuccess).toHaveBeenCalledWith('Saved.');
  });
});
