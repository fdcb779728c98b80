import { useState } from 'react';
import type { Redirect } from '@/sdk/schemas/redirects';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatDateTime } from '../format';
import { LoadError } from '../LoadError';
import { TeamTable } from '../TeamTable';
import { RedirectForm } from './RedirectForm';
import type { RedirectFormProps } from './RedirectForm';
import '../teamScreens.css';
import './RedirectsPanel.css';

export interface RedirectsPanelProps extends RedirectFormProps {
  /** Every redirect, by its old address; null while loading. */
  redirects: readonly Redirect[] | null;
  /** Why the list could not be loaded, with the request id. */
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
  /**
   * Why this person may not add or remove redirects (review is on for editors, or the server's
   * 403), or null when they may: then the form and the Remove buttons are not offered.
   */
  readOnlyReason?: string | null;
  /** Changes with each redirect added: the form starts afresh. */
  formKey?: number;
  /** Removes a redirect, after the person confirmed. */
  onRemove: (redirect: Redirect) => void;
  /** Old addresses whose removal is on its way. */
  pendingFroms?: readonly string[];
}

const ORIGIN = { page: 'Page moved', manual: 'Added by hand' } as const;

/** The Redirects screen: old addresses that answer 301, how each came to be, add and remove. */
export function RedirectsPanel({
  redirects,
  loadError = null,
  onRetry = () => {},
  readOnlyReason = null,
  formKey = 0,
  onRemove,
  pendingFroms = [],
  ...form
}: RedirectsPanelProps) {
  const [toRemove, setToRemove] = useState<Redirect | null>(null);
  const mayChange = readOnlyReason === null;
  const columns = ['Old address', 'Leads to', 'Made', 'By', 'When'];
  return (
    <div className="redirects">
      <section className="team-panel" aria-labelledby="redirects-about">
        <h2 id="redirects-about">What a redirect does</h2>
        <p className="redirects__intro">
          A redirect sends visitors and search engines from an old address to a new one (301, moved
          for good), keeping a campaign&rsquo;s UTM parameters. When a page&rsquo;s address changes,
          its old address redirects by itself; add others here, such as the previous site&rsquo;s
          addresses or a short link for print.
        </p>
        {mayChange ? (
          <RedirectForm key={formKey} {...form} />
        ) : (
          <p className="redirects__read-only" role="note">
            {readOnlyReason}
          </p>
        )}
      </section>
      {loadError ? (
        <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
      ) : (
        <TeamTable
          label="Redirects"
          caption={redirects ? `Redirects (${redirects.length})` : 'Redirects'}
          className="redirect-table"
          columns={mayChange ? [...columns, 'Action'] : columns}
          message={
            redirects === null
              ? 'Loading the redirects…'
              : redirects.length === 0
                ? 'No redirects yet. Every address answers with its own page; a page whose address changes will leave one here.'
                : null
          }
        >
          {redirects?.map((redirect) => (
            <tr key={redirect.from}>
              <th scope="row" className="team-table__what redirect-table__path">
                {redirect.from}
              </th>
              <td className="redirect-table__path">{redirect.to}</td>
              <td>{ORIGIN[redirect.origin]}</td>
              <td>{redirect.createdBy}</td>
              <td className="team-table__time">{formatDateTime(redirect.createdAt)}</td>
              {mayChange ? (
                <td>
                  <button
                    type="button"
                    className="team-button team-button--danger"
                    disabled={pendingFroms.includes(redirect.from)}
                    onClick={() => setToRemove(redirect)}
                  >
                    Remove<VisuallyHidden> the redirect from {redirect.from}</VisuallyHidden>
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </TeamTable>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove this redirect?"
        confirmLabel="Remove redirect"
        destructive
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove) onRemove(toRemove);
          setToRemove(null);
        }}
      >
        {toRemove?.from} stops leading to {toRemove?.to} at once: visitors and search engines who
        still use it get the page not found, unless a page lives there.
      </ConfirmDialog>
    </div>
  );
}
