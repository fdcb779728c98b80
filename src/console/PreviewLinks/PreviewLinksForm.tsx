import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { PreviewLinkCreate } from '@/sdk/schemas/previewLinks';
import { PREVIEW_HOURS_DEFAULT } from '@/sdk/schemas/previewLinks';
import { formatDateTime } from '../format';
import { TextField } from '../TextField';

/** How long a shared link lasts: the choices offered (the API takes 1 to 720 hours). */
export const previewExpiries = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: PREVIEW_HOURS_DEFAULT, label: '3 days' },
  { hours: 24 * 7, label: '1 week' },
  { hours: 24 * 30, label: '30 days' },
] as const;

/** A link just made: its whole address (shown this once) and when it stops working. */
export interface CreatedPreviewLink {
  url: string;
  expiresAt: string;
}

export interface PreviewLinksFormProps {
  /** Makes a link with the label and lifetime chosen. */
  onCreate: (input: Required<Pick<PreviewLinkCreate, 'label' | 'hours'>>) => void;
  /** The link the last create answered, to copy; null before. */
  created?: CreatedPreviewLink | null;
  /** The create is on its way. */
  busy?: boolean;
  /** Why the last create failed. */
  error?: string | null;
  /** Puts the address on the clipboard; the default asks the browser. */
  onCopy?: (text: string) => Promise<void>;
}

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * Makes a preview link for someone without an account (a reviewer, a client): who it is for, how
 * long it lasts, then the address to copy. The address is shown once; only its hash is stored.
 */
export function PreviewLinksForm({
  onCreate,
  created = null,
  busy = false,
  error = null,
  onCopy = copyToClipboard,
}: PreviewLinksFormProps) {
  const expiryId = useId();
  const urlId = useId();
  const [label, setLabel] = useState('');
  const [hours, setHours] = useState<number>(PREVIEW_HOURS_DEFAULT);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCopied(null);
    onCreate({ label: label.trim(), hours });
  };
  const copy = (url: string) =>
    onCopy(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <div className="preview-links__create">
      <form className="preview-links__form" onSubmit={submit} noValidate>
        <TextField
          label="Who is it for?"
          name="label"
          value={label}
          onChange={setLabel}
          hint="For example: Priya (marketing). Shown in the list of links."
        />
        <div className="preview-links__field">
          <label htmlFor={expiryId}>Link works for</label>
          <select
            id={expiryId}
            value={hours}
            onChange={(event) => setHours(Number(event.currentTarget.value))}
          >
            {previewExpiries.map((option) => (
              <option key={option.hours} value={option.hours}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="preview-links__primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create link'}
        </button>
      </form>
      {error ? (
        <p role="alert" className="preview-links__error">
          {error}
        </p>
      ) : null}
      {created ? (
        <div className="preview-links__created">
          <label htmlFor={urlId}>
            Preview link (works until {formatDateTime(created.expiresAt)})
          </label>
          <div className="preview-links__copy">
            <input
              id={urlId}
              readOnly
              value={created.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" onClick={() => void copy(created.url)}>
              Copy link
            </button>
          </div>
          <p role="status" className="preview-links__copied">
            {copied === 'yes'
              ? 'Copied. Anyone with this link sees the drafts until it expires or is revoked.'
              : copied === 'failed'
                ? 'The browser did not allow copying: select the link and copy it (Ctrl+C).'
                : 'This address is shown only now: copy it before you close this.'}
          </p>
        </div>
      ) : null}
    </div>
  );
}
