import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { InboxLead } from '@/sdk/schemas/lead';
import { ConfirmDialog } from '@/src/console/ConfirmDialog';
import { ContactFollowUpControl } from '@/src/console/ContactFollowUpControl';
import { ContactMergeControl } from '@/src/console/ContactMergeControl';
import { ContactPage, ContactPageLoading, ContactStatusControl } from '@/src/console/ContactPage';
import { ContactNoteForm } from '@/src/console/ContactNoteForm';
import { ContactOwnerControl } from '@/src/console/ContactOwnerControl';
import { ContactTimeline } from '@/src/console/ContactTimeline';
import { LoadError } from '@/src/console/LoadError';
import { ordinal } from '@/src/console/LeadsTable';
import { useContact } from '@/app/console/useContact';
import { useContactStatus } from '@/app/console/useContactStatus';
import { useCurrentUser } from '@/app/console/useCurrentUser';
import { useUnsavedChanges } from '@/app/console/useUnsavedChanges';

/** /leads/contacts/:id: one contact's enquiries and timeline, owner, follow-up, notes, merge, split. */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const page = useContact(id);
  const [splitting, setSplitting] = useState<InboxLead | null>(null);
  const unsaved = useUnsavedChanges(page.dirty);
  // A status saved on the latest enquiry reloads the contact: its timeline gains the line.
  const status = useContactStatus(page.retry);
  const { contact } = page;
  if (page.loadError) {
    return (
      <LoadError
        message={page.loadError.message}
        requestId={page.loadError.requestId}
        onRetry={page.retry}
      />
    );
  }
  if (!contact) {
    return <ContactPageLoading />;
  }
  // The enquiry a call moves on: the newest (the highest number).
  const latest = contact.leads.reduce<InboxLead | null>(
    (a, b) => (a && (a.enquiryNumber ?? 0) >= (b.enquiryNumber ?? 0) ? a : b),
    null,
  );
  return (
    <>
      <ContactPage
        contact={contact}
        timeline={
          <>
            <ContactTimeline
              contact={contact}
              busy={page.busy === 'split'}
              onSplit={setSplitting}
            />
            {page.errors.split ? (
              <p className="contact-page__error" role="alert">
                {page.errors.split}
              </p>
            ) : null}
          </>
        }
        controls={
          <>
            {latest ? (
              <ContactStatusControl
                lead={latest}
                busy={status.busy}
                error={status.error}
                onSave={(leadId, next) => void status.save(leadId, next)}
              />
            ) : null}
            <ContactOwnerControl
              owner={contact.owner}
              owners={page.owners}
              meId={user._id}
              busy={page.busy === 'owner'}
              error={page.errors.owner}
              onChange={page.assign}
            />
            <ContactFollowUpControl
              day={contact.nextFollowUp}
              draft={page.followUpDraft}
              onDraftChange={page.setFollowUpDraft}
              busy={page.busy === 'followUp'}
              error={page.errors.followUp}
              onSave={(day) => void page.saveFollowUp(day)}
            />
            <ContactNoteForm
              draft={page.noteDraft}
              onDraftChange={page.setNoteDraft}
              busy={page.busy === 'note'}
              error={page.errors.note}
              onAdd={(text) => void page.addNote(text)}
            />
          </>
        }
        more={
          <ContactMergeControl
            contactId={contact._id}
            contactName={contact.name}
            results={page.found}
            busy={page.busy === 'merge'}
            error={page.errors.merge}
            onSearch={page.search}
            onMerge={(other) => void page.merge(other)}
          />
        }
      />
      <ConfirmDialog
        open={splitting !== null}
        title={`Split off the ${ordinal(splitting?.enquiryNumber ?? 1)} enquiry?`}
        confirmLabel="Split off"
        onCancel={() => setSplitting(null)}
        onConfirm={() => {
          if (splitting) void page.split(splitting._id);
          setSplitting(null);
        }}
      >
        It leaves {contact.name} for a contact of its own, and the matching rules will not join the
        two again.
      </ConfirmDialog>
      {unsaved.prompt}
    </>
  );
}
