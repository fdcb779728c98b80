import { useCallback, useEffect, useState } from 'react';
import { sdk } from '@/sdk';
import type { ContactDetail, ContactSummary } from '@/sdk/schemas/contact';
import type { LeadOwner } from '@/sdk/schemas/leadOwner';
import { failureMessage, loadFailure } from './apiFailure';
import type { LoadFailure } from './apiFailure';
import { outcomeToast } from './outcomeToast';

/** The contact page's changes, each with its own error shown beside its control. */
export type ContactAction = 'owner' | 'followUp' | 'note' | 'merge' | 'split';
type ActionErrors = Partial<Record<ContactAction, string>>;

const LOAD_FAILED = 'The contact could not be loaded. Please try again.';
const FAILED = 'Something went wrong. Please try again.';

/**
 * /leads/contacts/:id: the contact (every enquiry and its timeline), the people it may be assigned
 * to, and its changes. Every change answers the contact as it is now, so the page shows the new
 * timeline line at once; the follow-up and note drafts ask before the page is left.
 */
export function useContact(contactId: string) {
  const [contact, setContact] = useState<ContactDetail | null>(null);
  const [loadError, setLoadError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);
  const [owners, setOwners] = useState<LeadOwner[] | null>(null);
  const [busy, setBusy] = useState<ContactAction | null>(null);
  const [errors, setErrors] = useState<ActionErrors>({});
  const [followUpDraft, setFollowUpDraft] = useState<string | null>(null);
  const [noteDraft, setNoteDraft] = useState('');
  const [found, setFound] = useState<ContactSummary[] | null>(null);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    sdk.contacts
      .get({ contactId })
      .then((answer) => live && setContact(answer))
      .catch((error: unknown) => live && setLoadError(loadFailure(error, LOAD_FAILED)));
    return () => {
      live = false;
    };
  }, [contactId, round]);

  useEffect(() => {
    let live = true;
    sdk.leads
      .owners()
      .then((list) => live && setOwners(list))
      .catch((error: unknown) => {
        if (!live) return;
        setOwners([]);
        setErrors((e) => ({ ...e, owner: failureMessage(error, 'The team could not be loaded.') }));
      });
    return () => {
      live = false;
    };
  }, []);

  /** Runs one change; its answer is the contact now, its failure the message beside it. */
  const run = useCallback(
    async (action: ContactAction, change: () => Promise<ContactDetail>, done: string) => {
      setBusy(action);
      setErrors((e) => ({ ...e, [action]: undefined }));
      try {
        const answer = await change();
        setContact(answer);
        outcomeToast.success(done);
        return true;
      } catch (error) {
        setErrors((e) => ({ ...e, [action]: failureMessage(error, FAILED) }));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [],
  );

  const savedDay = contact?.nextFollowUp ?? '';
  return {
    contact,
    loadError,
    retry: () => setRound((n) => n + 1),
    owners,
    busy,
    errors,
    assign: (ownerId: string | null) =>
      void run(
        'owner',
        () => sdk.contacts.update({ contactId, ownerId }),
        ownerId ? 'Contact assigned.' : 'Contact unassigned.',
      ),
    followUpDraft: followUpDraft ?? savedDay,
    setFollowUpDraft,
    saveFollowUp: async (day: string | null) => {
      const ok = await run(
        'followUp',
        () => sdk.contacts.update({ contactId, nextFollowUp: day }),
        day ? 'Follow-up planned.' : 'Follow-up cleared.',
      );
      if (ok) setFollowUpDraft(null);
    },
    noteDraft,
    setNoteDraft,
    addNote: async (text: string) => {
      const ok = await run('note', () => sdk.contacts.addNote({ contactId, text }), 'Note added.');
      if (ok) setNoteDraft('');
    },
    found,
    search: (text: string) => {
      setErrors((e) => ({ ...e, merge: undefined }));
      sdk.contacts
        .list({ search: text, pageSize: 10 })
        .then((page) => setFound(page.items))
        .catch((error: unknown) =>
          setErrors((e) => ({ ...e, merge: failureMessage(error, FAILED) })),
        );
    },
    merge: async (other: ContactSummary) => {
      const ok = await run(
        'merge',
        () => sdk.contacts.merge({ contactId, otherContactId: other._id }),
        'Contacts merged.',
      );
      if (ok) setFound(null);
    },
    /** The split enquiry gets a contact of its own; this page shows what is left here. */
    split: (leadId: string) =>
      run(
        'split',
        async () => {
          await sdk.contacts.split({ leadId });
          return sdk.contacts.get({ contactId });
        },
        'The enquiry is a contact of its own now.',
      ),
    /** A follow-up day or a note typed and not saved. */
    dirty: (followUpDraft !== null && followUpDraft !== savedDay) || noteDraft.trim() !== '',
  };
}
