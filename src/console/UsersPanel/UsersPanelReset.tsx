import type { PasswordResetLink } from '@/sdk/schemas/passwordReset';
import { ShownOnce } from '../ShownOnce';
import { formatDateTime } from '../format';

export interface UsersPanelResetProps {
  /** The link the server answered once, with whom it is for and until when it works. */
  reset: PasswordResetLink;
  /** The admin has passed it on: it is hidden for good. */
  onDone: () => void;
}

/** A password reset link just made (issue 47 item 5): shown once, with its expiry. */
export function UsersPanelReset({ reset, onDone }: UsersPanelResetProps) {
  const until = formatDateTime(reset.expiresAt);
  return (
    <div className="team-notice">
      <p>
        Password reset link for <strong>{reset.username}</strong>. It works once, until {until};
        their current password keeps working until they use it.
        {reset.emailed ? ' It was also e-mailed to them.' : ''}
      </p>
      <ShownOnce
        label={`Reset link for ${reset.username}`}
        value={reset.link}
        copyLabel="Copy link"
        useNote={`Send it to ${reset.username} by a private channel.`}
        onDone={onDone}
      />
    </div>
  );
}
