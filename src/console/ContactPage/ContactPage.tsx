import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Contact } from '@/sdk/schemas/contact';
import { ContactReach } from './ContactReach';
import './ContactPage.css';

export interface ContactPageProps {
  /** Who the contact is and how to reach them. */
  contact: Contact;
  /** The timeline (ContactTimeline and what belongs under it). */
  timeline: ReactNode;
  /** The day's controls: status, owner, follow-up, note. */
  controls: ReactNode;
  /** Rarer work (merge), after the enquiries on a phone, under the controls on a wide screen. */
  more?: ReactNode;
}

/**
 * A contact's page. The actions come first in the markup (issue 47 item 1): on a phone call,
 * WhatsApp, e-mail, status, owner, follow-up and note are on the first screen, the enquiries
 * below them, and a keyboard or screen reader meets them in the same order. From 64rem the
 * timeline takes the wide left column and the actions stand beside it.
 */
export function ContactPage({ contact, timeline, controls, more }: ContactPageProps) {
  return (
    <div className="contact-page">
      <header className="contact-page__head">
        <Link to="/leads" className="contact-page__back">
          Back to the leads
        </Link>
        <h2 className="contact-page__name">{contact.name}</h2>
        <p className="contact-page__count">
          {contact.enquiries} {contact.enquiries === 1 ? 'enquiry' : 'enquiries'}
        </p>
      </header>
      <div className="contact-page__body">
        <section aria-label="Work on this contact" className="contact-page__side">
          <ContactReach emails={contact.emails} mobiles={contact.mobiles} />
          {controls}
        </section>
        <section aria-labelledby="contact-page-timeline" className="contact-page__timeline">
          <h3 id="contact-page-timeline" className="contact-page__subtitle">
            Timeline
          </h3>
          {timeline}
        </section>
        {more ? <div className="contact-page__more">{more}</div> : null}
      </div>
    </div>
  );
}

/** The page's loading line, in its place until the contact is read. */
export const ContactPageLoading = () => (
  <p role="status" className="contact-page__loading">
    Loading…
  </p>
);
