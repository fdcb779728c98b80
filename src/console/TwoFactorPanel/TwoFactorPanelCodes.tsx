import { useState } from 'react';

export interface TwoFactorPanelCodesProps {
  /** The recovery codes just made, shown only now. */
  codes: readonly string[];
  /** The user has kept them: the list goes away for good. */
  onDone: () => void;
}

/** Recovery codes, shown once: a list to copy or download, each code working once. */
export function TwoFactorPanelCodes({ codes, onDone }: TwoFactorPanelCodesProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${codes.join('\n')}\n`;
  const copy = () => {
    // The clipboard needs a secure page (https or localhost); elsewhere the codes stay selectable.
    navigator.clipboard
      .writeText(text)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  };
  return (
    <div className="team-notice two-factor__codes" role="status">
      <h3>Save your recovery codes</h3>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the app’s code.
        They are shown only now: keep them somewhere safe, away from this computer.
      </p>
      <ol className="two-factor__code-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="team-row">
        <button type="button" className="team-button" onClick={copy}>
          Copy codes
        </button>
        <a
          className="team-button two-factor__download"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          Download codes
        </a>
        <button type="button" className="team-button team-button--primary" onClick={onDone}>
          I have saved them
        </button>
      </div>
      {copied ? (
        <p>
          {copied === 'yes'
            ? 'Copied.'
            : 'The browser did not allow copying here: select the codes and copy them.'}
        </p>
      ) : null}
    </div>
  );
}
