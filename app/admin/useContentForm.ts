import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { AdminFormSubmission } from '@/src/console/AdminForm';
import { completeWhen } from '@/src/machines/contentForm';
import type { ContentFormInput, ContentRecord, SaveRequest } from '@/src/machines/contentForm';
import { contentFormMachine } from '@/src/machines/contentFormMachine';
import { useAuth } from '../providers/AuthProvider';

export interface ContentFormWiring<TRecord extends ContentRecord> {
  input: ContentFormInput;
  /** Reads the current data: the singleton's list, or one client/testimonial by id. */
  load?: (id: string | undefined) => Promise<TRecord | TRecord[]>;
  /** Sends the form to the sdk and resolves with the stored record. */
  save: (request: SaveRequest) => Promise<TRecord>;
}

/**
 * Wires contentFormMachine to the sdk, toasts, the router and the auth machine (a 401 signs out).
 * The form components check completeness themselves with the sdk schemas before they submit, so
 * the machine's guard accepts what they hand over; the server checks everything once more.
 */
export function useContentForm<TRecord extends ContentRecord>(wiring: ContentFormWiring<TRecord>) {
  const navigate = useNavigate();
  const auth = useAuth();
  const machine = useMemo(
    () =>
      contentFormMachine.provide({
        actors: {
          load: fromPromise<unknown, { id: string | undefined }>(({ input }) =>
            wiring.load ? wiring.load(input.id) : Promise.resolve([]),
          ),
          save: fromPromise<unknown, SaveRequest>(({ input }) => wiring.save(input)),
        },
        actions: {
          toastSuccess: (_, { message }) => void toast.success(message),
          toastError: (_, { message }) => void toast.error(message),
          navigate: (_, { to }) => void navigate(to),
          unauthorized: () => auth.send({ type: 'auth.unauthorized' }),
        },
        guards: { isComplete: completeWhen(() => true) },
      }),
    // The wiring is fixed for the life of a screen; a new route id remounts the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actor = useActorRef(machine, { input: wiring.input });
  const current = useSelector(actor, (s) => s.context.current as TRecord | null);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadError = useSelector(actor, (s) => s.context.loadError);
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'));
  // Bumps after each save, so the form remounts with what was stored (or empty after a create).
  const version = useSelector(actor, (s) => `${s.context.mode}:${String(s.context.current?._id)}`);

  const submit = <TParsed extends object, TImage extends string>(
    submission: AdminFormSubmission<TParsed, TImage>,
  ) => {
    for (const [field, value] of Object.entries(submission.values)) {
      actor.send({ type: 'form.change', field, value: value as string | number | boolean });
    }
    for (const [field, file] of Object.entries(submission.images)) {
      actor.send({ type: 'form.file', field, file: (file as File | undefined) ?? null });
    }
    actor.send({ type: 'form.submit' });
  };

  return {
    current,
    loading,
    loadError,
    submitting,
    version,
    submit,
    retry: () => actor.send({ type: 'form.retry' }),
    toastInvalid: (message: string) => void toast.error(message),
  };
}
