import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, sdk } from '@/sdk';
import { DraftMessages } from '@/sdk/content/drafts';
import { pages as pagesDefinition } from '@/sdk/content/pages';
import type { ExperimentArm, ExperimentCreate } from '@/sdk/schemas/experiments';
import { ExperimentMessages } from '@/sdk/schemas/experiments';
import { issuesToErrors } from '@/src/console/ExperimentForm';
import type { ExperimentFormErrors } from '@/src/console/ExperimentForm';
import { failureMessage } from './apiFailure';
import { outcomeToast } from './outcomeToast';
import { useLoaded } from './useLoaded';
import { usePageFaqs } from './usePageFaqs';
import { usePublishRights } from './usePublishRights';

/** Why an editor reads the experiments but cannot start or end one while review is on. */
export const EXPERIMENTS_REVIEW_ON_REASON =
  'Review is on: only admins start and end experiments, because an experiment changes what visitors of a live page see at once.';

/**
 * What a refused start or end means for the screen: a 403 takes the controls away and says why
 * (review was switched on meanwhile); a 400's issues stand beside the fields they name (the
 * variant's beside its block fields); anything else (a 409: the block is under test already)
 * above the form.
 */
export function experimentRefusal(
  error: unknown,
): { refused: string } | { errors: ExperimentFormErrors } {
  if (error instanceof ApiError && error.status === 403)
    return {
      refused:
        error.msg === DraftMessages.reviewRequired ? EXPERIMENTS_REVIEW_ON_REASON : error.msg,
    };
  if (error instanceof ApiError && error.issues.length > 0)
    return { errors: issuesToErrors(error.issues) };
  return {
    errors: {
      general: failureMessage(error, 'The experiment could not be started. Please try again.'),
    },
  };
}

/**
 * The Experiments screen's data and changes (issue 45 item 3): the list, the results of the one
 * chosen (?experiment=<id>, else the first: a running one when any runs), start and end.
 */
export function useExperiments() {
  const list = useLoaded(
    () => sdk.experiments.list(),
    'The experiments could not be loaded. Please try again.',
  );
  const pageList = useLoaded(() => sdk.pages.getAll(), 'The pages could not be loaded.');
  const { mayPublish } = usePublishRights();
  const [refused, setRefused] = useState<string | null>(null);
  const mayChange = mayPublish && refused === null;
  const faqs = usePageFaqs(mayChange);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('experiment') ?? list.data?.[0]?.id ?? null;
  const results = useLoaded(
    () => (selectedId ? sdk.experiments.results(selectedId) : Promise.resolve(null)),
    'The results could not be loaded. Please try again.',
    selectedId,
  );
  const [busy, setBusy] = useState(false);
  const [ending, setEnding] = useState(false);
  const [errors, setErrors] = useState<ExperimentFormErrors>({});
  const [formKey, setFormKey] = useState(0);

  const select = (id: string) => setParams({ experiment: id }, { replace: true });

  const start = async (values: ExperimentCreate) => {
    setBusy(true);
    setErrors({});
    try {
      const started = await sdk.experiments.create(values);
      outcomeToast.success(ExperimentMessages.started);
      setFormKey((k) => k + 1);
      list.reload();
      select(started.id);
    } catch (error) {
      const outcome = experimentRefusal(error);
      if ('refused' in outcome) setRefused(outcome.refused);
      else setErrors(outcome.errors);
    } finally {
      setBusy(false);
    }
  };

  const end = async (keep: ExperimentArm) => {
    if (!selectedId) return;
    setEnding(true);
    try {
      await sdk.experiments.end({ id: selectedId, keep });
      outcomeToast.success(
        keep === 'variant' ? ExperimentMessages.endedWithVariant : ExperimentMessages.ended,
      );
    } catch (error) {
      const outcome = experimentRefusal(error);
      if ('refused' in outcome) setRefused(outcome.refused);
      outcomeToast.error(failureMessage(error, 'The experiment could not be ended.'));
    } finally {
      setEnding(false);
      // Ended here or elsewhere meanwhile: both read again show which.
      list.reload();
      results.reload();
    }
  };

  // Results of an experiment chosen before are not this one's: loading until its own arrive.
  const shown = results.data?.experiment.id === selectedId ? results.data : null;
  const page = pageList.data?.find((p) => p.slug === shown?.experiment.page);
  return {
    experiments: list.data,
    loadError: list.error,
    reload: list.reload,
    pages: pageList.data,
    faqs,
    selectedId,
    select,
    results: shown,
    resultsError: results.error,
    reloadResults: results.reload,
    draftPath: page ? `${pagesDefinition.screens.update}/${page._id}` : null,
    readOnlyReason: refused ?? (mayPublish ? null : EXPERIMENTS_REVIEW_ON_REASON),
    busy,
    ending,
    errors,
    formKey,
    /** Settles once the start is done or refused (never rejects). */
    start,
    /** Settles once the end is done or refused (never rejects). */
    end,
  };
}
