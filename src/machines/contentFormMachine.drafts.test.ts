import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { DraftMessages } from '@/sdk/content/drafts';
import type { DraftDetail } from '@/sdk/content/drafts';
import { ApiError } from '@/sdk/errors';
import { startForm, storedClient } from './contentFormMachine.fixtures';

// Issue 37: the form loads a record's draft, saves drafts, and runs the draft banner's actions.

const drafted = { ...storedClient, clientTitle: 'Acme Online' };
const draftOf = (changes: Partial<DraftDetail> = {}): DraftDetail => ({
  key: 'clients',
  id: 'c1',
  name: 'Acme Online',
  isNew: false,
  changedFields: ['clientTitle'],
  updated: { by: 'edna', at: '2026-11-21T06:00:00.000Z' },
  review: { state: 'editing', note: '', last: null },
  draft: drafted,
  published: storedClient,
  ...changes,
});
const clientForm = { id: 'c1', redirectTo: '/manage-client', updatePath: '/update-client' };
const editing = (actor: ReturnType<typeof startForm>['actor']) =>
  waitFor(actor, (s) => s.matches('editing'));
const submit = (intent: 'draft' | 'publish' | 'review') =>
  ({ type: 'form.submit', values: { clientTitle: 'Acme Online' }, files: {}, intent }) as const;

describe('contentFormMachine with drafts: loading', () => {
  it('starts from the draft over the published record, and keeps both', async () => {
    const { actor, effects } = startForm(clientForm, {
      load: async () => [storedClient],
      loadDraft: async () => draftOf(),
    });
    await editing(actor);
    expect(effects.loadDraft).toHaveBeenCalledExactlyOnceWith({ id: 'c1' });
    expect(actor.getSnapshot().context).toMatchObject({
      current: drafted,
      published: storedClient,
      draft: { changedFields: ['clientTitle'], review: { state: 'editing' } },
    });
  });

  it("edits a new item's draft, which is not on the site yet", async () => {
    const { actor } = startForm(clientForm, {
      load: async () => [],
      loadDraft: async () => draftOf({ isNew: true, published: null }),
    });
    await editing(actor);
    expect(actor.getSnapshot().context).toMatchObject({ current: drafted, published: null });
  });

  it('asks for no draft on a create form, nor for a section with nothing stored', async () => {
    const create = startForm({ redirectTo: '/manage-client' });
    const section = startForm({ singleton: true }, { load: async () => [] });
    await editing(create.actor);
    await editing(section.actor);
    expect(create.effects.loadDraft).not.toHaveBeenCalled();
    expect(section.effects.loadDraft).not.toHaveBeenCalled();
  });

  it('fails like any load when the draft cannot be read, so nothing is edited blind', async () => {
    const { actor } = startForm(clientForm, {
      load: async () => [storedClient],
      loadDraft: () => Promise.reject(new ApiError(500, 'Database unavailable', [], 'req-9')),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      loadError: 'Database unavailable',
      loadRequestId: 'req-9',
    });
  });
});

describe('contentFormMachine with drafts: saving', () => {
  it('saves a draft: nothing published, no redirect, the form starts over from the draft', async () => {
    const { actor, effects } = startForm(clientForm, {
      load: async () => [storedClient],
      save: async () => draftOf(),
    });
    await editing(actor);
    actor.send(submit('draft'));
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.save.mock.calls[0]?.[0]).toMatchObject({ intent: 'draft', hasDraft: false });
    expect(effects.toastSuccess).toHaveBeenCalledWith(DraftMessages.saved);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({
      current: drafted,
      saves: 1,
      draft: { changedFields: ['clientTitle'] },
    });
  });

  it("moves a new item's first draft to its own update form", async () => {
    const { actor, effects } = startForm(
      { redirectTo: '/manage-client', updatePath: '/update-client' },
      { save: async () => draftOf({ id: 'n1', isNew: true, published: null }) },
    );
    await editing(actor);
    actor.send(submit('draft'));
    await waitFor(actor, () => effects.navigate.mock.calls.length > 0);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/update-client/n1');
    expect(actor.getSnapshot().context).toMatchObject({ id: 'n1', mode: 'update' });
  });

  it('says so when the draft equals the site, and keeps no draft', async () => {
    const { actor, effects } = startForm(clientForm, {
      load: async () => [storedClient],
      loadDraft: async () => draftOf(),
      save: async () => draftOf({ changedFields: [], draft: storedClient }),
    });
    await editing(actor);
    actor.send(submit('draft'));
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.toastSuccess).toHaveBeenCalledWith(DraftMessages.noChanges);
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('asks for review: the draft waits, the toast says it was sent', async () => {
    const waiting = draftOf({
      review: { state: 'waiting', note: '', last: { by: 'edna', at: '2026-11-21T06:30:00Z' } },
    });
    const { actor, effects } = startForm(clientForm, {
      load: async () => [storedClient],
      save: async () => waiting,
    });
    await editing(actor);
    actor.send(submit('review'));
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.save.mock.calls[0]?.[0]).toMatchObject({ intent: 'review' });
    expect(effects.toastSuccess).toHaveBeenCalledWith(DraftMessages.reviewRequested);
    expect(actor.getSnapshot().context.draft?.review.state).toBe('waiting');
  });

  it('publishes a record with a draft through it (hasDraft), says Published., goes to the list', async () => {
    const { actor, effects } = startForm(clientForm, {
      load: async () => [storedClient],
      loadDraft: async () => draftOf(),
      save: async () => drafted,
    });
    await editing(actor);
    actor.send(submit('publish'));
    await waitFor(actor, () => effects.navigate.mock.calls.length > 0);
    expect(effects.save.mock.calls[0]?.[0]).toMatchObject({ intent: 'publish', hasDraft: true });
    // The draft banner's publish says the same: one publish action, one word (issue 47).
    expect(effects.toastSuccess).toHaveBeenCalledExactlyOnceWith(DraftMessages.published);
    expect(effects.navigate).toHaveBeenCalledWith('/manage-client');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });
});

describe('contentFormMachine with drafts: the banner', () => {
  const withDraft = (draftAction: () => Promise<unknown>, draft = draftOf()) =>
    startForm(clientForm, {
      load: async () => (draft.published ? [draft.published] : []),
      loadDraft: async () => draft,
      draftAction,
    });

  it('discards the draft: the form shows the published record again and stays', async () => {
    const { actor, effects } = withDraft(async () => undefined);
    await editing(actor);
    actor.send({ type: 'draft.discard' });
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.toastSuccess).toHaveBeenCalledWith(DraftMessages.discarded);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ current: storedClient, draft: null });
  });

  it("leaves a new item's form once its only draft is discarded", async () => {
    const { actor, effects } = withDraft(
      async () => undefined,
      draftOf({ isNew: true, published: null }),
    );
    await editing(actor);
    actor.send({ type: 'draft.discard' });
    await waitFor(actor, () => effects.navigate.mock.calls.length > 0);
    expect(effects.navigate).toHaveBeenCalledWith('/manage-client');
  });

  it("sends it back with the admin's note; the banner reads the new review state", async () => {
    const review = { state: 'sent-back', note: 'Shorter title, please.', last: null };
    const { actor, effects } = withDraft(async () => ({ ...draftOf(), review }));
    await editing(actor);
    actor.send({ type: 'draft.sendBack', note: 'Shorter title, please.' });
    await waitFor(actor, () => effects.toastSuccess.mock.calls.length > 0);
    expect(effects.draftAction).toHaveBeenCalledWith({
      action: 'sendBack',
      id: 'c1',
      note: 'Shorter title, please.',
    });
    expect(actor.getSnapshot().context.draft?.review).toEqual(review);
  });

  it("toasts the server's refusal and keeps the draft", async () => {
    const refusal = new ApiError(403, DraftMessages.reviewRequired);
    const { actor, effects } = withDraft(() => Promise.reject(refusal));
    await editing(actor);
    actor.send({ type: 'draft.sendBack', note: 'Not yet.' });
    await waitFor(actor, () => effects.toastError.mock.calls.length > 0);
    expect(effects.toastError).toHaveBeenCalledWith(DraftMessages.reviewRequired);
    expect(actor.getSnapshot().context.draft).not.toBeNull();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('ignores the banner when there is no draft', async () => {
    const { actor, effects } = startForm(clientForm, { load: async () => [storedClient] });
    await editing(actor);
    actor.send({ type: 'draft.discard' });
    actor.send({ type: 'draft.sendBack', note: 'Not yet.' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(effects.draftAction).not.toHaveBeenCalled();
  });
});
