import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Contact } from '@/sdk/schemas/contact';
import './ContactPage.css';

export interface ContactPageProps {
  /** Who the contact is and how to reach them. */
  contact: Contact;
  /** The timeline (ContactTimeline and what belongs under it). */
  timeline: ReactNode;
  /** The controls: owner, follow-up, note, merge. */
  controls: ReactNode;
}

/** A contact's page: who, how to reach them, the timeline beside the controls (one column on a phone). */
export function ContactPage({ contact, timeline, controls }: ContactPageProps) {
  return (
    <div className="contact-page">
      <header className="contact-page__head">
        <Link to="/leads" className="contact-page__back">
          Back to the leads
        </Link>
        <h2 className="contact-page__name">{contact.name}</h2>
        <p className="contact-page__reach">
          {contact.emails.map((email) => (
            <a key={email} href={`mailto:${email}`}>
              {email}
            </a>
          ))}
          {contact.mobiles.map((mobile) => (
            <a key={mobile} href={`tel:+91${mobile}`}>
              {mobile}
            </a>
          ))}
        </p>
        <p className="contact-page__count">
          {contact.enquiries} {contact.enquiries === 1 ? 'enquiry' : 'enquiries'}
        </p>
      </header>
      <div className="contact-page__body">
        <section aria-labelledby="contact-page-timeline" className="contact-page__timeline">
          <h3 id="contact-page-timeline" className="contact-page__subtitle">
            Timeline
          </h3>
          {timeline}
        </section>
        <aside aria-label="Work on this contact" className="contact-page__side">
          {controls}
        </aside>
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
