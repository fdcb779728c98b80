import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { failureMessage, isUnauthorized, issuesByField } from './apiFailure';
import {
  ContentMessages,
  completeWhen,
  defaultSuccessMessages,
  everyTextFilled,
} from './contentForm';
import type { ContentFormContext, ContentFormInput, FieldValue, SaveRequest } from './contentForm';
import { loadedState, pickRecord, savedState, valuesFrom, without } from './contentFormState';

export type ContentFormEvent =
  | { type: 'form.change'; field: string; value: FieldValue }
  | { type: 'form.file'; field: string; file: File | null }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  | { type: 'form.retry' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const contentFormMachine = setup({
  types: {
    input: {} as ContentFormInput,
    context: {} as ContentFormContext,
    events: {} as ContentFormEvent,
  },
  actors: {
    // Placeholders: the app provides the sdk calls per form, tests provide fakes.
    load: fromPromise<unknown, { id: string | undefined }>(notProvided('load')),
    save: fromPromise<unknown, SaveRequest>(notProvided('save')),
  },
  actions: {
    // Effects the app provides: toasts, the router, and auth logout for a 401.
    toastSuccess: (_, _params: { message: string }) => {},
    toastError: (_, _params: { message: string }) => {},
    navigate: (_, _params: { to: string }) => {},
    unauthorized: () => {},
    setValue: assign(({ context, event }) =>
      event.type === 'form.change'
        ? {
            values: { ...context.values, [event.field]: event.value },
            errors: without(context.errors, event.field),
          }
        : {},
    ),
    setFile: assign(({ context, event }) => {
      if (event.type !== 'form.file') return {};
      const files = without(context.files, event.field);
      if (event.file) files[event.field] = event.file;
      return { files, errors: without(context.errors, event.field) };
    }),
    // "Reset" means back to what is stored: the loaded item, or blank in create mode.
    resetForm: assign(({ context }) => ({
      values: valuesFrom(context.current, context.emptyValues),
      files: {},
      errors: {},
    })),
    prefill: assign(({ context }, params: { output: unknown }) =>
      loadedState(context, params.output),
    ),
    setLoadError: assign((_, params: { message: string }) => ({ loadError: params.message })),
    setFieldIssues: assign((_, params: { error: unknown }) => ({
      errors: issuesByField(params.error),
    })),
    settleAfterSave: assign(({ context }, params: { output: unknown }) =>
      savedState(context, params.output),
    ),
  },
  guards: {
    needsCurrentData: ({ context }) => context.singleton || context.id !== undefined,
    // Placeholder rule; the app provides the form's own with completeWhen(check).
    isComplete: completeWhen(everyTextFilled),
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
      emptyValues: input.emptyValues,
      values: { ...input.emptyValues },
      files: {},
      current: null,
      errors: {},
      loadError: null,
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
          actions: enqueueActions(({ event, enqueue }) => {
            enqueue({ type: 'setLoadError', params: { message: failureMessage(event.error) } });
            if (isUnauthorized(event.error)) enqueue('unauthorized');
          }),
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
        'form.change': { actions: 'setValue' },
        'form.file': { actions: 'setFile' },
        'form.reset': { actions: 'resetForm' },
        'form.submit': [
          { guard: 'isComplete', target: 'submitting' },
          { actions: { type: 'toastError', params: { message: ContentMessages.incomplete } } },
        ],
      },
    },
    submitting: {
      // Edits, resets and a second submit wait for the answer, so what was sent is what shows.
      tags: ['submitting'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          mode: context.mode,
          id: context.id,
          values: context.values,
          files: context.files,
        }),
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
        // The server's msg as a toast, its field issues inline, the input kept for another try.
        onError: {
          target: 'editing',
          actions: enqueueActions(({ event, enqueue }) => {
            enqueue({ type: 'setFieldIssues', params: { error: event.error } });
            enqueue({ type: 'toastError', params: { message: failureMessage(event.error) } });
            if (isUnauthorized(event.error)) enqueue('unauthorized');
          }),
        },
      },
    },
  },
});
