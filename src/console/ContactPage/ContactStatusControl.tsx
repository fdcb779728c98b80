import { useId, useState } from 'react';
import { LeadStatus } from '@/sdk/schemas/lead';
import { LEAD_STATUSES, LEAD_STATUS_LABEL, LeadStatusBadge, ordinal } from '../LeadsTable';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import '../ContactTimeline/contactControls.css';

export interface ContactStatusControlProps {
  /** The contact's latest enquiry: the one a salesperson's call moves on. */
  lead: { _id: string; status: LeadStatus; enquiryNumber: number | null };
  /** Called with the status to save on that enquiry. */
  onSave: (leadId: string, status: LeadStatus) => void;
  /** A change is being saved: the button waits. */
  busy?: boolean;
  /** Why the last change failed (the server's message), shown beside the control. */
  error?: string | null;
}

/**
 * The status of the contact's latest enquiry, changed where the call is made (issue 47 item 1);
 * an older enquiry's status is changed from the inbox.
 */
export function ContactStatusControl({
  lead,
  onSave,
  busy = false,
  error,
}: ContactStatusControlProps) {
  const id = useId();
  const [picked, setPicked] = useState<LeadStatus | null>(null);
  const value = picked ?? lead.status;
  return (
    <fieldset className="contact-control" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="contact-control__legend">
        Status of the {ordinal(lead.enquiryNumber ?? 1)} enquiry
      </legend>
      <form
        className="contact-control__row"
        onSubmit={(event) => {
          event.preventDefault();
          // The pick stays after a refusal, to try again; once saved it is the lead's status.
          if (value !== lead.status) onSave(lead._id, value);
        }}
      >
        <LeadStatusBadge status={lead.status} />
        {/* The legend says what it is; the badge beside the list is the status saved now. */}
        <VisuallyHidden>
          <label htmlFor={`${id}-status`}>New status</label>
        </VisuallyHidden>
        <select
          id={`${id}-status`}
          value={value}
          disabled={busy}
          onChange={(e) => {
            const next = LeadStatus.safeParse(e.currentTarget.value);
            if (next.success) setPicked(next.data);
          }}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABEL[s]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="contact-control__button"
          disabled={busy || value === lead.status}
        >
          Save status
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="contact-control__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
