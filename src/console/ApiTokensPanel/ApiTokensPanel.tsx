import { useState } from 'react';
import type { ApiToken, ApiTokenCreated } from '@/sdk/schemas/apiTokens';
import { TokenScopes } from '@/sdk/schemas/users';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatDateTime } from '../format';
import { makerNote, stateOf } from './apiTokenState';
import { LoadError } from '../LoadError';
import { ShownOnce } from '../ShownOnce';
import { ApiTokenForm } from './ApiTokenForm';
import type { ApiTokenFormProps } from './ApiTokenForm';
import { TeamTable } from '../TeamTable';
import '../teamScreens.css';
import '../WebhooksPanel/WebhooksPanel.css';

export interface ApiTokensPanelProps extends ApiTokenFormProps {
  /** Every token made, never the tokens themselves; null while loading. */
  tokens: readonly ApiToken[] | null;
  /** Why the list could not be loaded, with the request id. */
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
  /** Changes with each token made: the form starts afresh. */
  formKey?: number;
  /** The token just made: shown this once. */
  created?: ApiTokenCreated | null;
  /** The person has stored it: it is hidden for good. */
  onCreatedDone?: () => void;
  /** Puts the token on the clipboard; the default asks the browser. */
  onCopy?: (text: string) => Promise<void>;
  /** Stops a token at once, after the person confirmed. */
  onRevoke: (token: ApiToken) => void;
  /** Ids of tokens being revoked. */
  pendingIds?: readonly string[];
}

/** The API tokens screen: make a token (shown once), see the tokens made, revoke one. */
export function ApiTokensPanel({
  tokens,
  loadError = null,
  onRetry = () => {},
  formKey = 0,
  created = null,
  onCreatedDone = () => {},
  onCopy,
  onRevoke,
  pendingIds = [],
  ...form
}: ApiTokensPanelProps) {
  const [toRevoke, setToRevoke] = useState<ApiToken | null>(null);
  return (
    <div className="webhooks">
      <section className="team-panel" aria-label="API token form">
        <p className="webhooks__intro">
          An API token lets another system call this site&rsquo;s API without a person&rsquo;s
          password: send it as <code>Authorization: Bearer &lt;token&gt;</code>. Every use is in the
          audit log; revoking stops it at once.
        </p>
        {created ? (
          <ShownOnce
            label={`API token ${created.name}`}
            value={created.token}
            copyLabel="Copy token"
            useNote="Store it in the other system's secret settings, never in its code."
            onCopy={onCopy}
            onDone={onCreatedDone}
          />
        ) : null}
        <ApiTokenForm key={formKey} {...form} />
      </section>
      {loadError ? (
        <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
      ) : (
        <TeamTable
          label="API tokens"
          caption="API tokens"
          columns={['Name', 'Scope', 'Expires', 'Last used', 'State', 'Action']}
          message={
            tokens === null
              ? 'Loading the API tokens…'
              : tokens.length === 0
                ? 'No API tokens yet.'
                : null
          }
        >
          {tokens?.map((token) => (
            <tr key={token._id}>
              <th scope="row" className="team-table__what">
                {token.name}
                <span className="webhook-table__note">
                  …{token.hint}, made by {token.createdBy}
                  {makerNote(token)}
                </span>
              </th>
              <td>{TokenScopes[token.scope].label}</td>
              <td className="team-table__time">{formatDateTime(token.expiresAt)}</td>
              <td className="team-table__time">
                {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}
              </td>
              <td>{stateOf(token)}</td>
              <td>
                {token.revokedAt ? null : (
                  <button
                    type="button"
                    className="team-button team-button--danger"
                    disabled={pendingIds.includes(token._id)}
                    onClick={() => setToRevoke(token)}
                  >
                    Revoke<VisuallyHidden> {token.name}</VisuallyHidden>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </TeamTable>
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        title="Revoke this API token?"
        confirmLabel="Revoke token"
        destructive
        onCancel={() => setToRevoke(null)}
        onConfirm={() => {
          if (toRevoke) onRevoke(toRevoke);
          setToRevoke(null);
        }}
      >
        {toRevoke?.name} stops working at once, on every server. This cannot be undone; make a new
        token if the system needs one again.
      </ConfirmDialog>
    </div>
  );
}
