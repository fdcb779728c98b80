import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { AdminFormSubmission } from '@/src/console/AdminForm';
import type {
  ContentFormInput,
  ContentRecord,
  DraftActionRequest,
  FormFiles,
  FormValues,
  SaveIntent,
  SaveRequest,
} from '@/src/machines/contentForm';
import { contentFormMachine } from '@/src/machines/contentFormMachine';
import { outcomeToast } from './outcomeToast';
import { useUnsavedChanges } from './useUnsavedChanges';

/** A form button's intent as the machine takes it: the spec's one button publishes. */
const saveIntentOf = (intent: string): SaveIntent =>
  intent === 'draft' || intent === 'review' ? intent : 'publish';

export interface ContentFormWiring {
  input: ContentFormInput;
  /** Reads the current data: the singleton's list, or one client/testimonial by id. */
  load: (id: string | undefined) => Promise<unknown>;
  /** Sends the submitted form to the sdk and resolves with the stored record (or the draft). */
  save: (request: SaveRequest) => Promise<unknown>;
  /** The record's draft (issue 37), or null when it has none. */
  loadDraft: (id: string) => Promise<unknown>;
  /** The draft banner's publish, discard and send back. */
  draftAction: (request: DraftActionRequest) => Promise<unknown>;
}

/**
 * Wires contentFormMachine to the sdk, toasts and the router (a 401 is the sdk client's to report).
 * The form component checks its fields with the sdk schemas and hands over what it parsed; the
 * machine loads and saves, and keeps the server's field messages for the form to show.
 */
export function useContentForm(wiring: ContentFormWiring) {
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const { release } = unsaved;
  const machine = useMemo(
    () =>
      contentFormMachine.provide({
        actors: {
          load: fromPromise<unknown, { id: string | undefined }>(({ input }) =>
            wiring.load(input.id),
          ),
          loadDraft: fromPromise<unknown, { id: string }>(({ input }) =>
            wiring.loadDraft(input.id),
          ),
          save: fromPromise<unknown, SaveRequest>(({ input }) => wiring.save(input)),
          draftAction: fromPromise<unknown, DraftActionRequest>(({ input }) =>
            wiring.draftAction(input),
          ),
        },
        actions: {
          toastSuccess: (_, { message }) => outcomeToast.success(message),
          toastError: (_, { message }) => outcomeToast.error(message),
          // Only after a save went through: what was typed is stored, so the list may open.
          navigate: (_, { to }) => {
            release();
            void navigate(to);
          },
        },
      }),
    // The wiring is fixed for the life of a screen; a new route id remounts the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actor = useActorRef(machine, { input: wiring.input });
  const current = useSelector(actor, (s) => s.context.current as ContentRecord | null);
  const mode = useSelector(actor, (s) => s.context.mode);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadError = useSelector(actor, (s) => s.context.loadError);
  const loadRequestId = useSelector(actor, (s) => s.context.loadRequestId);
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'));
  const acting = useSelector(actor, (s) => (s.hasTag('acting') ? s.context.acting : null));
  const savingIntent = useSelector(actor, (s) =>
    s.hasTag('submitting') ? s.context.intent : null,
  );
  const id = useSelector(actor, (s) => s.context.id);
  const draft = useSelector(actor, (s) => s.context.draft);
  const uploaded = useSelector(actor, (s) => (s.hasTag('uploading') ? s.context.uploaded : null));
  const fieldErrors = useSelector(actor, (s) => s.context.errors);
  // Changes after each save, so the form starts over from what was stored (or blank).
  const version = useSelector(actor, (s) => `${s.context.mode}:${s.context.saves}`);

  return {
    current,
    mode,
    loading,
    loadError,
    loadRequestId,
    submitting,
    /** What the save on its way asked for (its button says "Saving…"). */
    savingIntent,
    /** The draft banner's action on its way. */
    acting,
    id,
    draft,
    uploaded,
    fieldErrors,
    version,
    submit: (
      { values, images }: AdminFormSubmission<Record<string, unknown>, string>,
      intent = 'publish',
    ) =>
      actor.send({
        type: 'form.submit',
        values: values as FormValues,
        files: images as FormFiles,
        intent: saveIntentOf(intent),
      }),
    discardDraft: () => actor.send({ type: 'draft.discard' }),
    sendBack: (note: string) => actor.send({ type: 'draft.sendBack', note }),
    edit: (field: string) => actor.send({ type: 'form.edit', field }),
    retry: () => actor.send({ type: 'form.retry' }),
    toastInvalid: (message: string) => outcomeToast.error(message),
    /** The form reports whether it holds unsaved changes; leaving then asks first. */
    setDirty,
    dirty,
    /** The "Leave without saving?" dialog, rendered by the screen. */
    unsavedPrompt: unsaved.prompt,
  };
}
