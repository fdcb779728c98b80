import { useId, useMemo, useState } from 'react';
import type { OpenApiDocument } from '@/sdk/schemas/openApi';
import { LoadError } from '../LoadError';
import {
  matchesSearch,
  operationTexts,
  referenceGroups,
  referenceWebhooks,
  webhookTexts,
} from './apiReferenceModel';
import { ApiReferenceOperation } from './ApiReferenceOperation';
import { ApiReferenceWebhook } from './ApiReferenceWebhook';
import '../teamScreens.css';
import './ApiReference.css';

export interface ApiReferenceProps {
  /** The API's OpenAPI document, as the sdk parsed it; null while it loads. */
  document: OpenApiDocument | null;
  /** Why it could not be loaded, with the request id. */
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
  /** Where the raw document is served, for tools that read OpenAPI (a download link). */
  documentUrl: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The API reference (issue 46): every operation by group, with who may call it, its body's fields
 * and its answers, and the webhooks the site sends; a search narrows both as one types.
 */
export function ApiReference({
  document,
  loadError = null,
  onRetry = () => {},
  documentUrl,
}: ApiReferenceProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => (document ? referenceGroups(document) : []), [document]);
  const webhooks = useMemo(() => (document ? referenceWebhooks(document) : []), [document]);
  if (loadError)
    return (
      <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
    );
  if (!document) return <p role="status">Loading the API reference…</p>;

  const shownGroups = groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter((op) => matchesSearch(query, operationTexts(op))),
    }))
    .filter((group) => group.operations.length > 0);
  const shownWebhooks = webhooks.filter((hook) => matchesSearch(query, webhookTexts(hook)));
  const total = groups.reduce((sum, group) => sum + group.operations.length, 0);
  const shown = shownGroups.reduce((sum, group) => sum + group.operations.length, 0);
  const nothing = shown === 0 && shownWebhooks.length === 0;
  const status = !query.trim()
    ? `${plural(total, 'operation')} in ${plural(groups.length, 'group')}, ${plural(webhooks.length, 'webhook')}.`
    : nothing
      ? `Nothing matches “${query.trim()}”.`
      : `${shown} of ${plural(total, 'operation')} and ${shownWebhooks.length} of ${plural(webhooks.length, 'webhook')} match.`;

  return (
    <div className="api-reference">
      <section className="team-panel" aria-label="About the API reference">
        <p className="api-reference__intro">
          {document.info.title}, version <code>{document.info.version}</code>: what each call takes
          and answers, who may make it, and the webhooks this site sends. It is read from the
          API&rsquo;s own OpenAPI {document.openapi} description, so it changes with the API.
        </p>
        <p>
          <a href={documentUrl} download="openapi.json">
            Download openapi.json
          </a>{' '}
          for tools that read OpenAPI (Postman, Insomnia, code generators).
        </p>
        <div className="api-reference__search">
          <label htmlFor={`${id}-search`}>Search the reference</label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
          />
          <p id={`${id}-hint`} className="api-reference__muted">
            By path, method, group or summary: &ldquo;leads create&rdquo;, &ldquo;GET&rdquo;.
          </p>
        </div>
        <p role="status" className="api-reference__count">
          {status}
        </p>
        {nothing ? (
          <button
            type="button"
            className="team-button api-reference__clear"
            onClick={() => setQuery('')}
          >
            Clear the search
          </button>
        ) : null}
      </section>
      {shownGroups.map((group, index) => (
        <section key={group.tag} aria-labelledby={`${id}-group-${index}`}>
          <h2 id={`${id}-group-${index}`}>{group.tag}</h2>
          <ul className="api-reference__list">
            {group.operations.map((operation) => (
              <li key={operation.id}>
                <ApiReferenceOperation operation={operation} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shownWebhooks.length ? (
        <section aria-labelledby={`${id}-webhooks`}>
          <h2 id={`${id}-webhooks`}>Webhook deliveries this site sends</h2>
          <ul className="api-reference__list">
            {shownWebhooks.map((webhook) => (
              <li key={webhook.event}>
                <ApiReferenceWebhook webhook={webhook} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
