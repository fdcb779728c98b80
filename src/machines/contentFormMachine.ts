import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { failureMessage, issuesByField, requestIdOf } from './apiFailure';
import { ContentMessages, defaultSuccessMessages, sendsFiles } from './contentForm';
import type {
  ContentFormContext,
  ContentFormInput,
  FormFiles,
  FormValues,
  SaveRequest,
} from './contentForm';
import { loadedState, pickRecord, savedState, without } from './contentFormState';

export type ContentFormEvent =
  /** The form checked its fields and hands over the parsed values and the new files. */
  | { type: 'form.submit'; values: FormValues; files: FormFiles }
  /** A field changed: its message from the server's last 400 no longer applies. */
  | { type: 'form.edit'; field: string }
  | { type: 'form.retry' }
  /** The save's upload has sent this share (0 to 1) of its body; only a save with images says so. */
  | { type: 'save.progress'; sent: number };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * Loads the record a content form edits and saves what the form submits. The form component owns
 * the field values and checks them (the sdk schemas); the machine never holds a copy of them.
 */
export const contentFormMachine = setup({
  types: {
    input: {} as ContentFormInput,
    context: {} as ContentFormContext,
    events: {} as ContentFormEvent,
  },
  actors: {
    // Placeholders: the app provides the sdk calls per form, tests and stories provide fakes.
    load: fromPromise<unknown, { id: string | undefined }>(notProvided('load')),
    save: fromPromise<unknown, SaveRequest>(notProvided('save')),
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
    prefill: assign(({ context }, params: { output: unknown }) =>
      loadedState(context, params.output),
    ),
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
    settleAfterSave: assign(({ context }, params: { output: unknown }) =>
      savedState(context, params.output),
    ),
  },
  guards: {
    sendsFiles: ({ event }) => event.type === 'form.submit' && sendsFiles(event.files),
    needsCurrentData: ({ context }) => context.singleton || context.id !== undefined,
    // An update form without its item has nothing to edit; a singleton may start empty.
    isMissing: ({ context }, params: { output: unknown }) =>
      context.id !== undefined && pickRecord(params.output, context.id) === null,
  },
}).createMachine({
  id: 'contentForm',
  context: ({ input }) => {
    const singleton = input.singleton ?? false;
    return {
      mode: input.id ? 'update' : 'create',
      id: input.id || undefined,
      singleton,
      current: null,
      saves: 0,
      uploaded: 0,
      errors: {},
      loadError: null,
      loadRequestId: null,
      successMessages: { ...defaultSuccessMessages(singleton), ...input.successMessages },
      redirectTo: input.redirectTo,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'needsCurrentData', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: { type: 'setLoadError', params: { message: ContentMessages.notFound } },
          },
          {
            target: 'editing',
            actions: { type: 'prefill', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'setLoadError',
            params: ({ event }) => ({
              message: failureMessage(event.error),
              requestId: requestIdOf(event.error),
            }),
          },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'form.retry': 'loading' },
    },
    editing: {
      tags: ['editing'],
      on: {
        'form.edit': { actions: 'forgetFieldIssue' },
        'form.submit': [
          { guard: 'sendsFiles', target: 'submitting.uploading' },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      // A second submit waits for the answer, so what was sent is what shows.
      tags: ['submitting'],
      initial: 'sending',
      states: {
        sending: {},
        // New images are on their way: the form shows how much has gone (slow links).
        uploading: {
          tags: ['uploading'],
          entry: 'startUpload',
          on: { 'save.progress': { actions: 'noteUploadProgress' } },
        },
      },
      invoke: {
        src: 'save',
        input: ({ context, event, self }) => {
          const { values, files } =
            event.type === 'form.submit' ? event : { values: {}, files: {} };
          const request = { mode: context.mode, id: context.id, values, files };
          if (!sendsFiles(files)) return request;
          const onUploadProgress = (sent: number) => self.send({ type: 'save.progress', sent });
          return { ...request, onUploadProgress };
        },
        onDone: {
          target: 'editing',
          actions: enqueueActions(({ context, event, enqueue }) => {
            // Toast before settling: a singleton's first save switches its mode to update.
            enqueue({
              type: 'toastSuccess',
              params: { message: context.successMessages[context.mode] },
            });
            enqueue({ type: 'settleAfterSave', params: { output: event.output } });
            if (context.redirectTo)
              enqueue({ type: 'navigate', params: { to: context.redirectTo } });
          }),
        },
        // The server's msg as a toast, its field messages beside the fields; the form keeps
        // what was typed for another try.
        onError: {
          target: 'editing',
          actions: enqueueActions(({ event, enqueue }) => {
            enqueue({ type: 'setFieldIssues', params: { error: event.error } });
            enqueue({ type: 'toastError', params: { message: failureMessage(event.error) } });
          }),
        },
      },
    },
  },
});
