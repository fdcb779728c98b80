export interface LeadDetailDrawerSpamProps {
  /** A save is in flight: the button waits. */
  saving: boolean;
  /** Sets the lead's status to new: back in the inbox and the dashboard's counts. */
  onRestore: () => void;
}

/**
 * Shown on a lead filed as spam: why it was (the form's hidden field, which people never see,
 * was filled in, as bots do), and the way back for a real enquiry a browser's autofill tripped.
 */
export function LeadDetailDrawerSpam({ saving, onRestore }: LeadDetailDrawerSpamProps) {
  return (
    <div className="lead-drawer__spam" role="note">
      <p>
        <strong>Filed as spam.</strong> The form&apos;s hidden field was filled in, as bots do;
        people never see it. Spam stays out of the inbox&apos;s default view and the dashboard.
      </p>
      <button
        type="button"
        className="lead-drawer__button lead-drawer__button--primary"
        disabled={saving}
        onClick={onRestore}
      >
        Not spam: restore
      </button>
    </div>
  );
}
