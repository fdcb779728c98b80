import { useState } from 'react';
import { ApiError, sdk } from '@/sdk';
import type { Redirect, RedirectCreate } from '@/sdk/schemas/redirects';
import { RedirectMessages } from '@/sdk/schemas/redirects';
import { DraftMessages } from '@/sdk/content/drafts';
import type { RedirectFormErrors } from '@/src/console/RedirectsPanel';
import { failureMessage } from './apiFailure';
import { fieldErrors } from './fieldErrors';
import { outcomeToast } from './outcomeToast';
import { useLoaded } from './useLoaded';
import { usePublishRights } from './usePublishRights';

/** Why an editor sees the redirects but cannot change them while review is on. */
export const REVIEW_ON_REASON =
  'Review is on: only admins add and remove redirects, because a redirect changes the live site at once.';

const FIELDS = ['from', 'to'] as const;

/**
 * What a refused change means for the screen: a 403 takes the form away and says why (review
 * was switched on meanwhile; the server's words ask for a draft, which a redirect has not).
 * Anything else stays in the form: a 400's or a 409's issue beside the field it names (a bad
 * address, a loop, a live page), other failures above it.
 */
export function redirectRefusal(
  error: unknown,
): { refused: string } | { errors: RedirectFormErrors } {
  if (error instanceof ApiError && error.status === 403)
    return { refused: error.msg === DraftMessages.reviewRequired ? REVIEW_ON_REASON : error.msg };
  return {
    errors: fieldErrors(error, FIELDS, 'The redirect could not be added. Please try again.'),
  };
}

/** The Redirects screen's data and changes (issue 44 item 4): list, add, remove. */
export function useRedirects() {
  const list = useLoaded(
    () => sdk.redirects.list(),
    'The redirects could not be loaded. Please try again.',
  );
  const { mayPublish } = usePublishRights();
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<RedirectFormErrors>({});
  const [formKey, setFormKey] = useState(0);
  const [pendingFroms, setPendingFroms] = useState<string[]>([]);

  const create = async (values: RedirectCreate) => {
    setBusy(true);
    setErrors({});
    try {
      await sdk.redirects.create(values);
      outcomeToast.success(RedirectMessages.created);
      setFormKey((k) => k + 1);
      list.reload();
    } catch (error) {
      const outcome = redirectRefusal(error);
      if ('refused' in outcome) setRefused(outcome.refused);
      else setErrors(outcome.errors);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (redirect: Redirect) => {
    setPendingFroms((froms) => [...froms, redirect.from]);
    try {
      await sdk.redirects.delete(redirect.from);
      outcomeToast.success(RedirectMessages.deleted);
      list.reload();
    } catch (error) {
      const outcome = redirectRefusal(error);
      if ('refused' in outcome) setRefused(outcome.refused);
      outcomeToast.error(failureMessage(error, 'The redirect could not be removed.'));
      // Gone already (removed elsewhere, or a page took the address): the list says so.
      if (error instanceof ApiError && error.status === 404) list.reload();
    } finally {
      setPendingFroms((froms) => froms.filter((from) => from !== redirect.from));
    }
  };

  return {
    redirects: list.data,
    loadError: list.error,
    reload: list.reload,
    readOnlyReason: refused ?? (mayPublish ? null : REVIEW_ON_REASON),
    busy,
    errors,
    formKey,
    pendingFroms,
    /** Settles once the add is done or refused (never rejects). */
    create,
    /** Settles once the remove is done or refused (never rejects). */
    remove,
  };
}
