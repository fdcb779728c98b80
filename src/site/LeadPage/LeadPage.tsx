import type { LeadFormState } from '@/sdk/schemas/leadForm';
import { LEAD_FORM_TITLE, LeadForm } from '../LeadForm';
import './LeadPage.css';

export type LeadPageProps = {
  /** The form as the server rendered it: blank, or refused with the values and messages. */
  form: LeadFormState;
  /** Where the form posts (the page's own path). */
  action: string;
};

/**
 * The lead page (/book-a-demo): the modal's form as a page of its own, a plain HTML post that
 * needs no script. Every call to action links here first; with scripts, the modal opens instead.
 * A refused post comes back here with what was typed and a message beside each field, and the
 * first problem above the form where a screen reader hears it at once.
 */
export function LeadPage({ form, action }: LeadPageProps) {
  return (
    <section className="lead-page" aria-labelledby="lead-page-title">
      <div className="container lead-page__inner">
        <h1 id="lead-page-title" className="lead-page__title">
          {LEAD_FORM_TITLE}
        </h1>
        <p className="lead-page__intro">
          Tell us about your institute and how we can reach you: our team will call you back.
        </p>
        {form.formError ? (
          <p className="lead-page__problem" role="alert">
            {form.formError}
          </p>
        ) : null}
        <LeadForm
          values={form.values}
          errors={form.errors}
          consentWording={form.consentWording}
          post={{ action, hidden: form.hidden }}
        />
      </div>
    </section>
  );
}
