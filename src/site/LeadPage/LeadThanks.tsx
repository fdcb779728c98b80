import { LEAD_THANKS, LeadToasts } from '@/sdk/schemas/leadConstants';
import './LeadPage.css';

/**
 * Where the lead page's post lands once the lead is stored (post/redirect/get): the spec's
 * success toast as its heading (the modal toasts it) and the server's thanks.
 */
export function LeadThanks() {
  return (
    <section className="lead-page lead-page--thanks" aria-labelledby="lead-thanks-title">
      <div className="container lead-page__inner">
        <h1 id="lead-thanks-title" className="lead-page__title">
          {LeadToasts.success}
        </h1>
        <p className="lead-page__intro">{LEAD_THANKS}</p>
        <a className="button button--primary" href="/">
          Back to the home page
        </a>
      </div>
    </section>
  );
}
