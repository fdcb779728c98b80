import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { PolicyDocument } from '@/src/content/policies';
import './PolicyPage.css';

export type PolicyPageProps = {
  /** The policy to show (src/content/policies). */
  policy: PolicyDocument;
  /** The three support addresses listed at the end (site settings). */
  emails: { support: string; privacy: string; billing: string };
};

const emailPattern = /([\w.+-]+@[\w-]+\.[\w.-]+[A-Za-z])/g;

/** Writes the text with every e-mail address as a mailto link. */
function withMailLinks(text: string) {
  return text.split(emailPattern).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

/** A policy page: breadcrumb Home > page, title, numbered sections and the contact addresses. */
export function PolicyPage({ policy, emails }: PolicyPageProps) {
  return (
    <article className="policy">
      <div className="policy__hero">
        <div className="container">
          <nav aria-label="Breadcrumb">
            <ol className="policy__breadcrumb">
              <li>
                <Link to="/">Home</Link>
              </li>
              <li aria-current="page">{policy.title}</li>
            </ol>
          </nav>
          <h1 className="policy__title">{policy.title}</h1>
          <p className="policy__updated">
            Last updated:{' '}
            <time dateTime={policy.updated}>{dateFormat.format(new Date(policy.updated))}</time>
          </p>
        </div>
      </div>
      <div className="container policy__body">
        {policy.intro.map((p) => (
          <p key={p} className="policy__intro">
            {withMailLinks(p)}
          </p>
        ))}
        <ol className="policy__sections">
          {policy.sections.map((section, i) => (
            <li key={section.heading} className="policy__section">
              <h2 className="policy__heading">
                <span className="policy__number">{i + 1}.</span> {section.heading}
              </h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{withMailLinks(p)}</p>
              ))}
              {section.bullets ? (
                <ul>
                  {section.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
        <aside className="policy__contact" aria-labelledby="policy-contact">
          <h2 id="policy-contact" className="policy__contact-title">
            Questions about this policy?
          </h2>
          <ul>
            <li>
              Support: <a href={`mailto:${emails.support}`}>{emails.support}</a>
            </li>
            <li>
              Privacy: <a href={`mailto:${emails.privacy}`}>{emails.privacy}</a>
            </li>
            <li>
              Billing: <a href={`mailto:${emails.billing}`}>{emails.billing}</a>
            </li>
          </ul>
        </aside>
      </div>
    </article>
  );
}
