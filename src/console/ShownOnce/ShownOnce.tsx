import { useId, useState } from 'react';
import './ShownOnce.css';

export interface ShownOnceProps {
  /** What the value is, as the field's label ("Signing secret of https://crm.example.in/hooks"). */
  label: string;
  /** The secret or token itself: the server stores only a hash or a sealed copy, never shows it again. */
  value: string;
  /** Label of the copy button ("Copy secret"). */
  copyLabel: string;
  /** What to do with it once copied (where it goes, how it is used). */
  useNote: string;
  /** Puts the value on the clipboard; the default asks the browser. */
  onCopy?: (text: string) => Promise<void>;
  /** Hides the value for good (the person has stored it). */
  onDone: () => void;
}

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * A secret the server answers once (a webhook's signing secret, an API token): a read-only field
 * to select, a copy button, and a warning that it cannot be shown again, until the person says
 * they have stored it.
 */
export function ShownOnce({
  label,
  value,
  copyLabel,
  useNote,
  onCopy = copyToClipboard,
  onDone,
}: ShownOnceProps) {
  const id = useId();
  const warningId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // The clipboard needs a secure page (https or localhost); elsewhere the text stays selectable.
  const copy = () =>
    onCopy(value).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <div className="shown-once">
      <p id={warningId} className="shown-once__warning">
        <strong>Copy it now: it will not be shown again.</strong> Only a sealed copy is kept; if it
        is lost, make a new one.
      </p>
      <label htmlFor={id}>{label}</label>
      <div className="shown-once__copy">
        <input
          id={id}
          readOnly
          value={value}
          aria-describedby={warningId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" onClick={() => void copy()}>
          {copyLabel}
        </button>
      </div>
      <p role="status" className="shown-once__copied">
        {copied === 'yes'
          ? `Copied. ${useNote}`
          : copied === 'failed'
            ? 'The browser did not allow copying: select the text and copy it (Ctrl+C).'
            : useNote}
      </p>
      <button type="button" className="shown-once__done" onClick={onDone}>
        I have stored it
      </button>
    </div>
  );
}
