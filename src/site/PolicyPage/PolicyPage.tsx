import type { PolicyFields } from '@/sdk/content';
import { Markdown } from '@/src/ui/Markdown';
import { policyDate } from './policyDate';
import './PolicyPage.css';

export type PolicyPageProps = {
  /** The policy as the editor wrote it: title, last-updated day and Markdown text. */
  policy: PolicyFields;
  /** The three support addresses listed at the end (site settings). */
  emails: { support: string; privacy: string; billing: string };
};

/** A policy page: breadcrumb Home > page, title, last update, the text and the addresses. */
export function PolicyPage({ policy, emails }: PolicyPageProps) {
  const updated = new Date(`${policy.updatedOn}T00:00:00Z`);
  return (
    <article className="policy">
      <div className="policy__hero">
        <div className="container">
          <nav aria-label="Breadcrumb">
            <ol className="policy__breadcrumb">
              <li>
                <a href="/">Home</a>
              </li>
              <li aria-current="page">{policy.title}</li>
            </ol>
          </nav>
          <h1 className="policy__title">{policy.title}</h1>
          <p className="policy__updated">
            Last updated:{' '}
            <time dateTime={policy.updatedOn}>
              {Number.isNaN(updated.getTime()) ? policy.updatedOn : policyDate(updated)}
            </time>
          </p>
        </div>
      </div>
      <div className="container policy__body">
        <div className="policy__text">
          <Markdown source={policy.body} />
        </div>
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
