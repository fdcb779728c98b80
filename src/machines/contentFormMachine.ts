import { enqueueActions } from 'xstate';
import { DraftMessages } from '@/sdk/content/drafts';
import { failureMessage, requestIdOf } from './apiFailure';
import { ContentMessages, defaultSuccessMessages, sendsFiles } from './contentForm';
import { draftIdOf, draftSavedMessage } from './contentDraftState';
import { contentFormSetup } from './contentFormSetup';

export type { ContentFormEvent } from './contentFormSetup';

/**
 * Loads the record a content form edits and saves what the form submits. The form component owns
 * the field values and checks them (the sdk schemas); the machine never holds a copy of them.
 * Issue 37: it loads the record's draft too, saves drafts, and carries out the draft banner's
 * publish, discard and send back (docs/machines.md).
 */
export const contentFormMachine = contentFormSetup.createMachine({
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
      updatePath: input.updatePath,
      published: null,
      draft: null,
      intent: 'publish',
      acting: null,
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
            guard: { type: 'knowsId', params: ({ event }) => ({ output: event.output }) },
            target: 'loadingDraft',
            actions: { type: 'prefill', params: ({ event }) => ({ output: event.output }) },
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
    // Issue 37: a record's unpublished changes, which the form then starts from.
    loadingDraft: {
      tags: ['loading'],
      invoke: {
        src: 'loadDraft',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: [
          {
            guard: { type: 'isGone', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: { type: 'setLoadError', params: { message: ContentMessages.notFound } },
          },
          {
            target: 'editing',
            actions: { type: 'prefillDraft', params: ({ event }) => ({ output: event.output }) },
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
          { guard: 'sendsFiles', target: 'submitting.uploading', actions: 'noteIntent' },
          { target: 'submitting', actions: 'noteIntent' },
        ],
        'draft.discard': { guard: 'hasDraft', target: 'acting', actions: 'noteAction' },
        'draft.sendBack': { guard: 'hasDraft', target: 'acting', actions: 'noteAction' },
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
          const hasDraft = context.draft !== null;
          const { mode, id, intent } = context;
          const request = { mode, id, intent, hasDraft, values, files };
          if (!sendsFiles(files)) return request;
          const onUploadProgress = (sent: number) => self.send({ type: 'save.progress', sent });
          return { ...request, onUploadProgress };
        },
        onDone: {
          target: 'editing',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { output } = event;
            if (context.intent !== 'publish') {
              // A draft: the form starts over from it, here (nothing changed on the site).
              const message = draftSavedMessage(context.intent, output);
              enqueue({ type: 'toastSuccess', params: { message } });
              enqueue({ type: 'settleDraft', params: { output } });
              const id = draftIdOf(output);
              // A new item's draft now has an id: its form moves to where a reload finds it.
              if (context.id === undefined && context.updatePath && id)
                enqueue({ type: 'navigate', params: { to: `${context.updatePath}/${id}` } });
              return;
            }
            // Toast before settling: a singleton's first save switches its mode to update.
            // Through a draft it is the draft's publish (issue 47: one publish, one word for it).
            const message = context.draft
              ? DraftMessages.published
              : context.successMessages[context.mode];
            enqueue({ type: 'toastSuccess', params: { message } });
            enqueue({ type: 'settlePublished', params: { output } });
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
    // Issue 37: the draft banner's discard or send back, on the saved draft.
    acting: {
      tags: ['acting'],
      invoke: {
        src: 'draftAction',
        input: ({ context, event }) => ({
          action: context.acting ?? 'discard',
          id: context.id ?? '',
          note: event.type === 'draft.sendBack' ? event.note : undefined,
        }),
        onDone: {
          target: 'editing',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { output } = event;
            const leave = () => {
              if (context.redirectTo)
                enqueue({ type: 'navigate', params: { to: context.redirectTo } });
            };
            if (context.acting === 'sendBack') {
              enqueue({ type: 'toastSuccess', params: { message: DraftMessages.sentBack } });
              enqueue({ type: 'settleSentBack', params: { output } });
            } else {
              enqueue({ type: 'toastSuccess', params: { message: DraftMessages.discarded } });
              enqueue('settleDiscarded');
              // A new item's draft was all there was of it.
              if (!context.published) leave();
            }
            // Not on exit: exit actions run before these, which read what was asked.
            enqueue('endAction');
          }),
        },
        onError: {
          target: 'editing',
          actions: [
            {
              type: 'toastError',
              params: ({ event }) => ({ message: failureMessage(event.error) }),
            },
            'endAction',
          ],
        },
      },
    },
  },
});
