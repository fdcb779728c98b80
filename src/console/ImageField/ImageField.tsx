import { useEffect, useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { IMAGE_TYPES, uploadProblem } from '@/sdk/schemas';
import './ImageField.css';

/** The image types the server accepts (checked there by content too); SVG is refused. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export interface ImageFieldProps {
  /** Visible label, e.g. "Banner Image". A trailing " *" is added when `required`. */
  label: string;
  /** The input's name; forms use the record's field name (bannerImage). */
  name: string;
  /** Full URL of the image stored now (API host + stored path), or nothing on a new record. */
  currentUrl?: string | null;
  /** The newly chosen file, not yet uploaded. The parent holds it. */
  file?: File | null;
  /** Called with the chosen file, or null when the choice is cleared. */
  onChange: (file: File | null) => void;
  /** Marks the field as required (label asterisk and aria-required). */
  required?: boolean;
  /** Blocks the input while the form submits. */
  disabled?: boolean;
  /** Preview box size in CSS pixels; fixed so nothing shifts while an image loads. */
  previewWidth?: number;
  /** Preview box height in CSS pixels. */
  previewHeight?: number;
  /** Why the image was refused, shown under the field (e.g. the server's 400 message for it). */
  error?: string | null;
  /** The largest file the server takes (MAX_UPLOAD_MB); a bigger one is refused here first. */
  maxBytes?: number;
  /** The file input's id, for a form's error summary to link to; a generated one otherwise. */
  id?: string;
}

/** A chosen file the browser could not draw (not really an image, or a broken one). */
export const UNREADABLE_IMAGE = 'This file is not an image the browser can show. Choose another.';

/** A blob: URL for the chosen file, revoked when the file changes or the field unmounts. */
function useObjectUrl(file: File | null | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** A file input for one image with a preview of the stored image or of the new choice. */
export function ImageField({
  label,
  name,
  currentUrl,
  file,
  onChange,
  required = false,
  disabled = false,
  previewWidth = 200,
  previewHeight = 120,
  error,
  maxBytes,
  id,
}: ImageFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = useId();
  const errorId = useId();
  const newUrl = useObjectUrl(file);
  const inputRef = useRef<HTMLInputElement>(null);
  // A wrong type or an oversize file is refused here with the server's own words, unsent.
  const [refused, setRefused] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const choose = (chosen: File | null | undefined) => {
    if (!chosen) return onChange(null);
    const problem = uploadProblem(chosen, maxBytes);
    setRefused(problem);
    if (!problem) onChange(chosen);
  };
  const shownError = refused ?? error;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };
  const shownUrl = newUrl ?? currentUrl ?? null;
  const hint = file
    ? `New image chosen: ${file.name}`
    : currentUrl
      ? 'Current image'
      : 'No image yet';

  return (
    <div className="image-field">
      <label className="image-field__label" htmlFor={inputId}>
        {label}
        {required ? ' *' : ''}
      </label>
      {/* Dropping a file is a shortcut; the file input below does the same by keyboard. */}
      <div
        className="image-field__preview"
        data-dragging={dragging || undefined}
        style={{ width: previewWidth, height: previewHeight }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {shownUrl ? (
          <img
            src={shownUrl}
            alt={file ? `Preview of the new ${label}` : `Current ${label}`}
            width={previewWidth}
            height={previewHeight}
            // A file whose type looked right but whose bytes are no image: refused here, before
            // Save, instead of a broken picture (the server would refuse it too).
            onError={
              newUrl
                ? () => {
                    setRefused(UNREADABLE_IMAGE);
                    onChange(null);
                    if (inputRef.current) inputRef.current.value = '';
                  }
                : undefined
            }
          />
        ) : (
          <span className="image-field__empty">Drop an image here</span>
        )}
      </div>
      <p id={hintId} className="image-field__hint">
        {hint}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        className="image-field__input"
        type="file"
        name={name}
        accept={IMAGE_ACCEPT}
        aria-required={required || undefined}
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        aria-invalid={shownError ? true : undefined}
        disabled={disabled}
        onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
      />
      {shownError ? (
        // A file refused as it is chosen is announced at once; a form's or the server's message
        // is announced by the form's summary.
        <p id={errorId} className="field-error" role={refused ? 'alert' : undefined}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
