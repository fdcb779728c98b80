import { assign, fromPromise, setup } from 'xstate';
import { issuesByField } from './apiFailure';
import { sendsFiles } from './contentForm';
import type {
  ContentFormContext,
  ContentFormInput,
  DraftAction,
  DraftActionRequest,
  FormFiles,
  FormValues,
  SaveIntent,
  SaveRequest,
} from './contentForm';

// Split from contentFormMachine.ts to keep each file readable: this one says what the machine
// may do, that one when it does it.
import { loadedState, pickRecord, recordId, without } from './contentFormState';
import {
  discardedState,
  draftLoadedState,
  draftSavedState,
  isGone,
  publishedState,
  sentBackState,
} from './contentDraftState';

export type ContentFormEvent =
  /** The form checked its fields and hands over the parsed values and the new files. */
  | { type: 'form.submit'; values: FormValues; files: FormFiles; intent?: SaveIntent }
  /** A field changed: its message from the server's last 400 no longer applies. */
  | { type: 'form.edit'; field: string }
  | { type: 'form.retry' }
  /** The save's upload has sent this share (0 to 1) of its body; only a save with images says so. */
  | { type: 'save.progress'; sent: number }
  /** The draft banner: throw the saved draft away, or send it back with a note (publishing is
   * the form's own submit, issue 47: one publish action per screen). */
  | { type: 'draft.discard' }
  | { type: 'draft.sendBack'; note: string };

const draftActionOf = (event: ContentFormEvent): DraftAction | null =>
  event.type === 'draft.discard' ? 'discard' : event.type === 'draft.sendBack' ? 'sendBack' : null;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The types, effects, context changes and guards of contentFormMachine (its states are in
 * contentFormMachine.ts): the app provides the actors and the effect actions.
 */
export const contentFormSetup = setup({
  types: {
    input: {} as ContentFormInput,
    context: {} as ContentFormContext,
    events: {} as ContentFormEvent,
  },
  actors: {
    // Placeholders: the app provides the sdk calls per form, tests and stories provide fakes.
    load: fromPromise<unknown, { id: string | undefined }>(notProvided('load')),
    /** The record's draft (a DraftDetail), or null when it has none. */
    loadDraft: fromPromise<unknown, { id: string }>(notProvided('loadDraft')),
    save: fromPromise<unknown, SaveRequest>(notProvided('save')),
    draftAction: fromPromise<unknown, DraftActionRequest>(notProvided('draftAction')),
  },
  actions: {
    // Effects the app provides: toasts and the router. A 401 is not the form's business: the
    // sdk client tells the auth machine (configureApi's onUnauthorized).
    toastSuccess: (_, _params: { message: string }) => {},
    toastError: (_, _params: { message: string }) => {},
    navigate: (_, _params: { to: string }) => {},
    forgetFieldIssue: assign(({ context, event }) =>
      event.type === 'form.edit' ? { errors: without(context.errors, event.field) } : {},
    ),
    prefill: assign(({ context }, params: { output: unknown }) => {
      const loaded = loadedState(context, params.output);
      return { ...loaded, published: loaded.current ?? null };
    }),
    prefillDraft: assign((_, params: { output: unknown }) => draftLoadedState(params.output)),
    noteIntent: assign(({ event }) =>
      event.type === 'form.submit' ? { intent: event.intent ?? 'publish' } : {},
    ),
    noteAction: assign(({ event }) => ({ acting: draftActionOf(event) })),
    endAction: assign({ acting: null }),
    setLoadError: assign((_, params: { message: string; requestId?: string | null }) => ({
      loadError: params.message,
      loadRequestId: params.requestId ?? null,
    })),
    setFieldIssues: assign((_, params: { error: unknown }) => ({
      errors: issuesByField(params.error),
    })),
    startUpload: assign({ uploaded: 0 }),
    // Never backwards and never past the end, whatever the browser reports.
    noteUploadProgress: assign(({ context, event }) =>
      event.type === 'save.progress'
        ? { uploaded: Math.min(1, Math.max(context.uploaded, event.sent)) }
        : {},
    ),
    settlePublished: assign(({ context }, params: { output: unknown }) =>
      publishedState(context, params.output),
    ),
    settleDraft: assign(({ context }, params: { output: unknown }) =>
      draftSavedState(context, params.output),
    ),
    settleDiscarded: assign(({ context }) => discardedState(context)),
    settleSentBack: assign(({ context }, params: { output: unknown }) =>
      sentBackState(context, params.output),
    ),
  },
  guards: {
    sendsFiles: ({ event }) => event.type === 'form.submit' && sendsFiles(event.files),
    needsCurrentData: ({ context }) => context.singleton || context.id !== undefined,
    // A record with an id may have a draft; a singleton not stored yet has none.
    knowsId: ({ context }, params: { output: unknown }) =>
      context.id !== undefined || recordId(pickRecord(params.output, undefined)) !== undefined,
    // An update form whose item is neither on the site nor a new draft has nothing to edit.
    isGone: ({ context }, params: { output: unknown }) =>
      isGone({ ...context, ...draftLoadedState(params.output) }),
    hasDraft: ({ context }) => context.draft !== null,
  },
});
