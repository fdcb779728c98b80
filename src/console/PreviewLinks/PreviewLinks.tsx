import { useState } from 'react';
import type { PreviewLink } from '@/sdk/schemas/previewLinks';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatDateTime } from '../format';
import { LoadError } from '../LoadError';
import { PreviewLinksForm } from './PreviewLinksForm';
import type { PreviewLinksFormProps } from './PreviewLinksForm';
import { TeamTable } from '../TeamTable';
import '../teamScreens.css';
import './PreviewLinks.css';

export interface PreviewLinksProps extends PreviewLinksFormProps {
  /** Every link made, newest first (never their addresses); null while loading. */
  links: readonly PreviewLink[] | null;
  /** Why the list could not be loaded, with the request id. */
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
  /** Stops a link at once, after the person confirmed. */
  onRevoke: (link: PreviewLink) => void;
  /** Ids of links being revoked. */
  pendingIds?: readonly string[];
}

const stateOf = (link: PreviewLink) =>
  link.revokedAt ? 'Revoked' : link.active ? 'Active' : 'Expired';

/** The Preview links screen: make a link to share, and see and revoke the ones made. */
export function PreviewLinks({
  links,
  loadError = null,
  onRetry = () => {},
  onRevoke,
  pendingIds = [],
  ...form
}: PreviewLinksProps) {
  const [toRevoke, setToRevoke] = useState<PreviewLink | null>(null);
  return (
    <div className="preview-links">
      <section className="team-panel" aria-labelledby="preview-links-new">
        <h2 id="preview-links-new">Share the drafts</h2>
        <p className="preview-links__intro">
          A preview link shows the public site with every draft applied, to someone without an
          account. It is never indexed or cached, and stops working when it expires or is revoked.
        </p>
        <PreviewLinksForm {...form} />
      </section>
      {loadError ? (
        <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
      ) : (
        <TeamTable
          label="Preview links"
          caption="Preview links"
          columns={['For', 'Made by', 'Works until', 'State', 'Action']}
          message={
            links === null
              ? 'Loading the preview links…'
              : links.length === 0
                ? 'No preview links yet.'
                : null
          }
        >
          {links?.map((link) => (
            <tr key={link._id}>
              <td>{link.label || '(no label)'}</td>
              <td>
                {link.createdBy}, {formatDateTime(link.createdAt)}
              </td>
              <td>{formatDateTime(link.revokedAt ?? link.expiresAt)}</td>
              <td>{stateOf(link)}</td>
              <td>
                {link.active ? (
                  <button
                    type="button"
                    className="team-button team-button--danger"
                    disabled={pendingIds.includes(link._id)}
                    onClick={() => setToRevoke(link)}
                  >
                    Revoke
                    <VisuallyHidden> link for {link.label || 'no one named'}</VisuallyHidden>
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </TeamTable>
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        title="Revoke this preview link?"
        confirmLabel="Revoke"
        destructive
        onCancel={() => setToRevoke(null)}
        onConfirm={() => {
          if (toRevoke) onRevoke(toRevoke);
          setToRevoke(null);
        }}
      >
        Whoever has it sees a “not found” page from now on. This cannot be undone; make a new link
        if they need one again.
      </ConfirmDialog>
    </div>
  );
}
