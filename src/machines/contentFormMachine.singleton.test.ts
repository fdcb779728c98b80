import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ContentMessages } from './contentForm';
import { startForm } from './contentFormMachine.fixtures';

// Home, course, launch and business: one record per section, always loaded, "Added" on save.
const stored = { _id: 'b1', cities: 10, teachers: 200, students: 5000, updatedAt: 'x' };
const business = { singleton: true };
const counters = (values: Record<string, number>) =>
  ({ type: 'form.submit', values, files: {} }) as const;
const settled = (actor: ReturnType<typeof startForm>['actor']) =>
  waitFor(actor, (s) => s.matches('editing'));

describe('contentFormMachine singleton forms', () => {
  it('loads without an id and updates the first record of the list (spec: data[0])', async () => {
    const { actor, effects } = startForm(business, { load: async () => [stored] });
    await settled(actor);
    expect(effects.load).toHaveBeenCalledWith({ id: undefined });
    expect(actor.getSnapshot().context).toMatchObject({
      mode: 'update',
      id: 'b1',
      current: stored,
    });
  });

  it('says "Added" for a singleton update and shows the stored record afterwards', async () => {
    const saved = { ...stored, cities: 12 };
    const { actor, effects } = startForm(business, {
      load: async () => [stored],
      save: async () => saved,
    });
    await settled(actor);
    actor.send(counters({ cities: 12, teachers: 200, students: 5000 }));
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.save).toHaveBeenCalledWith({
      mode: 'update',
      intent: 'publish',
      hasDraft: false,
      id: 'b1',
      values: { cities: 12, teachers: 200, students: 5000 },
      files: {},
    });
    expect(effects.toastSuccess).toHaveBeenCalledExactlyOnceWith(ContentMessages.added);
    expect(actor.getSnapshot().context).toMatchObject({ current: saved, saves: 1 });
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('does not start the form over when the save answers no record', async () => {
    const { actor, effects } = startForm(business, { load: async () => [stored] });
    await settled(actor);
    actor.send(counters({ cities: 10, teachers: 200, students: 6000 }));
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(actor.getSnapshot().context).toMatchObject({ current: stored, saves: 0 });
  });

  it('creates the record when none is stored yet, then updates it', async () => {
    const created = { ...stored, _id: 'new' };
    const { actor, effects } = startForm(business, {
      load: async () => [],
      save: async () => created,
    });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      mode: 'create',
      id: undefined,
      current: null,
    });
    actor.send(counters({ cities: 1, teachers: 2, students: 3 }));
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.save.mock.calls[0]?.[0].mode).toBe('create');
    expect(effects.toastSuccess).toHaveBeenCalledWith(ContentMessages.added);
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'update', id: 'new' });
    actor.send(counters({ cities: 1, teachers: 2, students: 4 }));
    await waitFor(
      actor,
      () => effects.save.mock.calls.length === 2 && actor.getSnapshot().matches('editing'),
    );
    expect(effects.save.mock.calls[1]?.[0]).toMatchObject({ mode: 'update', id: 'new' });
  });

  it('pre-fills a singleton from a single object too', async () => {
    const { actor } = startForm(business, { load: async () => stored });
    await settled(actor);
    expect(actor.getSnapshot().context.id).toBe('b1');
  });
});
