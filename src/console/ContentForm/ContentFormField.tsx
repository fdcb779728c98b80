import { useId } from 'react';
import type { FaqItem } from '@/sdk/content';
import type { FieldSpec } from '../contentScreens';
import { Markdown } from '@/src/ui/Markdown';
import { StarRating } from '@/src/ui/StarRating';
import { ImageField } from '../ImageField';
import { MenuEditor } from '../MenuEditor';
import type { MenuPage } from '../MenuEditor';
import { PageBuilder } from '../PageBuilder';
import { TextField } from '../TextField';
import { Toggle } from '../Toggle';
import './ContentFormRating.css';

/** Counters never go below 0 (spec section 9): a typed "-5" becomes "0"; an emptied box stays empty. */
export function clampCounter(text: string): string {
  if (text.trim() === '') return '';
  const n = Number(text);
  return Number.isFinite(n) && n < 0 ? '0' : text;
}

export interface ContentFormFieldProps {
  /** The record's field name (clientTitle, bannerImage). */
  name: string;
  /** How the declaration says the field is edited. */
  spec: FieldSpec;
  /** The typed text (text, number and rating fields). */
  value?: string;
  onChange: (value: string) => void;
  /** The stored image's full URL (image fields). */
  imageUrl?: string | null;
  /** The newly chosen file (image fields). */
  file?: File | null;
  onFileChange: (file: File | null) => void;
  required: boolean;
  disabled: boolean;
  /** The server's message for this field after a 400. */
  error?: string | null;
  /** The control's id, for the form's error summary to link to and focus. */
  id?: string;
  /** A single line that takes long text (a headline): it spans the form's row. */
  wide?: boolean;
  /** The FAQ's questions, for the page builder's FAQ lists (`blocks` fields); null if unread. */
  faqs?: readonly FaqItem[] | null;
  /** The site's pages, for a menu's links to point at (`menu` fields); null if unread. */
  menuPages?: readonly MenuPage[] | null;
}

/** One field of a content form, drawn by its kind; the rating is the star input (spec). */
export function ContentFormField({
  name,
  spec,
  value = '',
  onChange,
  imageUrl,
  file,
  onFileChange,
  required,
  disabled,
  error,
  id,
  wide = false,
  faqs,
  menuPages,
}: ContentFormFieldProps) {
  const ratingLabelId = useId();
  switch (spec.kind) {
    case 'image':
      return (
        <ImageField
          id={id}
          label={spec.label}
          name={name}
          required={required}
          currentUrl={imageUrl}
          file={file}
          onChange={onFileChange}
          previewWidth={spec.preview?.width}
          previewHeight={spec.preview?.height}
          error={error}
        />
      );
    case 'rating':
      return (
        <div className="content-form-rating">
          <span id={ratingLabelId} className="content-form-rating-label">
            {spec.label} *
          </span>
          <StarRating
            value={Number(value) || Number(spec.initial) || 1}
            onChange={(n) => onChange(String(n))}
            labelledBy={ratingLabelId}
            disabled={disabled}
            name={name}
          />
          {error ? <p className="field-error">{error}</p> : null}
        </div>
      );
    case 'number':
      return (
        <TextField
          id={id}
          label={spec.label}
          name={name}
          type="number"
          min={0}
          step={1}
          required
          value={value}
          onChange={(v) => onChange(clampCounter(v))}
          error={error}
        />
      );
    case 'markdown':
      return (
        <div className="content-form-markdown">
          <TextField
            id={id}
            label={spec.label}
            name={name}
            required={required}
            multiline
            rows={spec.rows}
            value={value}
            onChange={onChange}
            error={error}
            hint={spec.hint}
          />
          <section className="content-form-markdown__preview" aria-label="Preview">
            <p className="content-form-markdown__title" aria-hidden="true">
              Preview
            </p>
            <Markdown source={value} />
          </section>
        </div>
      );
    case 'blocks':
      return (
        <PageBuilder
          id={id}
          label={spec.label}
          value={value}
          onChange={onChange}
          disabled={disabled}
          error={error}
          faqs={faqs}
        />
      );
    case 'menu':
      return (
        <MenuEditor
          id={id}
          label={spec.label}
          name={name}
          value={value}
          onChange={onChange}
          grouped={spec.grouped ?? false}
          pages={menuPages}
          hint={spec.hint}
          required={required}
          disabled={disabled}
          error={error}
        />
      );
    case 'toggle':
      return (
        <div className="content-form-rating">
          <Toggle
            label={spec.label}
            checked={value === 'true'}
            onChange={(next) => onChange(String(next))}
            disabled={disabled}
          />
          {error ? <p className="field-error">{error}</p> : null}
        </div>
      );
    default:
      return (
        <TextField
          id={id}
          label={spec.label}
          name={name}
          required={required}
          type={spec.kind === 'date' ? 'date' : 'text'}
          multiline={spec.kind === 'multiline'}
          wide={wide}
          rows={spec.rows}
          value={value}
          onChange={onChange}
          error={error}
          hint={spec.hint}
        />
      );
  }
}
