import { useId } from 'react';
import type { FormEvent } from 'react';
import type { LeadErrors } from '@/sdk/schemas/leadCheck';
import type { LeadField, LeadValues } from '@/sdk/schemas/leadValues';
import { LeadFormField } from './LeadFormField';
import './LeadForm.css';

/** The modal's title and the lead page's heading (the spec's "Read to" typo fixed: spec-notes). */
export const LEAD_FORM_TITLE = 'Ready to take your business online?';

/** A plain HTML post (the lead page): where it goes and the hidden fields it carries. */
export interface LeadFormPost {
  action: string;
  /** Sent back as they are: the idempotency key, the attribution, the consent's version. */
  hidden: Record<string, string>;
}

export type LeadFormProps = {
  /** The values shown: typed so far (the modal), or sent and refused (the lead page). */
  values: LeadValues;
  /** A message per field; fields without one show none. */
  errors?: LeadErrors;
  /** A send is under way: the button is disabled and shows progress. */
  submitting?: boolean;
  /** The marketing consent's exact wording, beside its box (sdk/schemas/leadConsent.ts). */
  consentWording: string;
  /**
   * Called on every change of a text field: the form is controlled (the modal's machine holds the
   * values). Leave out, with `post`, for a form the browser sends by itself.
   */
  onChange?: (field: LeadField, value: string) => void;
  /** Called when the consent box is ticked or cleared (controlled forms). */
  onConsentChange?: (given: boolean) => void;
  /** Called when the visitor submits a controlled form; checking and sending are the caller's. */
  onSubmit?: () => void;
  /** Makes it a plain `<form method="post">` that needs no script (the lead page). */
  post?: LeadFormPost;
};

/**
 * The lead form: the spec's four fields, the hidden honeypot, the optional marketing consent
 * (never pre-ticked) and Submit Your Request. The same fields, labels and messages in the modal
 * (controlled, sent by its machine) and on the lead page (a plain post the server checks with
 * the same schema, sdk/schemas/leadCheck.ts). The browser's own checks are off (`noValidate`):
 * both show the spec's messages instead.
 */
export function LeadForm({
  values,
  errors = {},
  submitting = false,
  consentWording,
  onChange,
  onConsentChange,
  onSubmit,
  post,
}: LeadFormProps) {
  const id = useId();
  const field = (name: Exclude<LeadField, 'website'>) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: onChange && ((value: string) => onChange(name, value)),
  });
  const consentError = errors.marketingConsent;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return; // a plain post: the browser sends it
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <form
      className="lead-form"
      noValidate
      aria-busy={submitting}
      onSubmit={submit}
      {...(post ? { method: 'post', action: post.action } : {})}
    >
      <LeadFormField {...field('name')} label="Your Name" autoComplete="name" />
      <LeadFormField {...field('email')} label="Email Address" type="email" autoComplete="email" />
      <LeadFormField
        {...field('mobile')}
        label="Mobile No"
        type="tel"
        // `tel` (tel-national is not allowed on type=tel): autofill's +91 is taken off by the
        // schema's mobileDigits, so the ten digits are stored as before.
        autoComplete="tel"
        inputMode="tel"
      />
      <LeadFormField {...field('message')} label="Message" type="textarea" />
      {/* Honeypot: people never see or reach it; bots fill it and the lead is filed as spam. */}
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...(onChange
            ? { value: values.website, onChange: (e) => onChange('website', e.target.value) }
            : { defaultValue: values.website })}
        />
      </div>
      <div className="lead-form__consent">
        <input
          id={`${id}-consent`}
          name="marketingConsent"
          type="checkbox"
          value="yes"
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${id}-consent-error` : undefined}
          {...(onConsentChange
            ? {
                checked: values.marketingConsent,
                onChange: (e) => onConsentChange(e.target.checked),
              }
            : { defaultChecked: values.marketingConsent })}
        />
        <label htmlFor={`${id}-consent`}>{consentWording}</label>
        {consentError ? (
          <p id={`${id}-consent-error`} className="lead-field__error">
            {consentError}
          </p>
        ) : null}
      </div>
      {post
        ? Object.entries(post.hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))
        : null}
      <div className="lead-form__actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? <span className="lead-form__spinner" aria-hidden="true" /> : null}
          Submit Your Request
        </button>
        <p className="visually-hidden" role="status">
          {submitting ? 'Sending your request…' : ''}
        </p>
      </div>
    </form>
  );
}
