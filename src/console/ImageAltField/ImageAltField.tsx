import { useId } from 'react';
import { AltTextBadge } from '../AltTextBadge';
import { TextField } from '../TextField';
import './ImageAltField.css';

export interface ImageAltFieldProps {
  /** The image field's label ("Client Image"); the input is labelled after it. */
  imageLabel: string;
  /** The alt field's name in the record (clientImgAlt). */
  name: string;
  /** The alt text as typed. */
  value: string;
  /** Called with the new text on every edit. */
  onChange: (value: string) => void;
  /** Whether the declaration lets this image be marked decorative (no alt text). */
  decorativeAllowed: boolean;
  /** Marked decorative: the input is disabled and the page shows the image with empty alt. */
  decorative?: boolean;
  /** Called when the decorative box is ticked or cleared. */
  onDecorativeChange?: (decorative: boolean) => void;
  /** Alt text is needed now (an image is stored or chosen): label asterisk and required state. */
  required?: boolean;
  /** Blocks the inputs while the form submits. */
  disabled?: boolean;
  /** Why the alt text was refused (the form's check or the server's 400 message). */
  error?: string | null;
  /** The alt input's id, for a form's error summary to link to. */
  id?: string;
  /**
   * The stored image is on the site without alt text (issue 46: a spec-era client saved it).
   * Until it is described or marked decorative, the field says so from the start, not only
   * after a refused save.
   */
  needsAltText?: boolean;
}

/**
 * The alt text of one image, shown beside its image field: what a screen reader says for the
 * picture. Where allowed, a box marks the picture decorative instead (issue 14).
 */
export function ImageAltField({
  imageLabel,
  name,
  value,
  onChange,
  decorativeAllowed,
  decorative = false,
  onDecorativeChange,
  required = false,
  disabled = false,
  error,
  id,
  needsAltText = false,
}: ImageAltFieldProps) {
  const boxId = useId();
  const off = decorativeAllowed && decorative;
  const undescribed = needsAltText && !off && value.trim() === '';
  return (
    <div className="image-alt-field">
      {undescribed ? (
        <p className="image-alt-field__needed">
          <AltTextBadge />
          <span>The site shows this image without a description. Describe it below.</span>
        </p>
      ) : null}
      <TextField
        id={id}
        label={`${imageLabel}: Alt text`}
        name={name}
        value={off ? '' : value}
        onChange={onChange}
        required={required && !off}
        disabled={disabled || off}
        error={error}
        hint={
          off
            ? 'Decorative: screen readers skip this image.'
            : 'What the image shows, for people who cannot see it.'
        }
      />
      {decorativeAllowed ? (
        <div className="image-alt-field__decorative">
          <input
            id={boxId}
            type="checkbox"
            checked={decorative}
            disabled={disabled}
            onChange={(event) => onDecorativeChange?.(event.currentTarget.checked)}
          />
          <label htmlFor={boxId}>Decorative image (no alt text)</label>
        </div>
      ) : null}
    </div>
  );
}
