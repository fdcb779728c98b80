import { useState } from 'react';

export interface UsersPanelCreatedProps {
  /** The new user's name. */
  username: string;
  /** Their one-time password, shown only now. */
  password: string;
}

/** The one-time password of a user just created, with a button that copies it. */
export function UsersPanelCreated({ username, password }: UsersPanelCreatedProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    // The clipboard needs a secure page (https or localhost); elsewhere the text stays selectable.
    navigator.clipboard
      .writeText(password)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  };
  return (
    <div className="team-notice" role="status">
      <p>
        Created <strong>{username}</strong>. Their one-time password (shown only now; they choose
        their own at first sign-in):
      </p>
      <div className="team-row">
        <p className="team-secret" data-testid="one-time-password">
          {password}
        </p>
        <button type="button" className="team-button" onClick={copy}>
          Copy password
        </button>
      </div>
      {copied ? (
        <p>
          {copied === 'yes'
            ? 'Copied. Send it to them by a private channel.'
            : 'The browser did not allow copying here: select the password and copy it.'}
        </p>
      ) : null}
    </div>
  );
}
