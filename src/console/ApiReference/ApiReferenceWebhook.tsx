import type { ReferenceWebhook } from './apiReferenceModel';
import { ApiReferenceDetails } from './ApiReferenceOperation';
import { ApiReferenceFields } from './ApiReferenceFields';
import { ApiReferenceText } from './ApiReferenceText';

/** One event the server posts to a receiver: its signed headers and its payload's fields. */
export function ApiReferenceWebhook({ webhook }: { webhook: ReferenceWebhook }) {
  return (
    <ApiReferenceDetails
      summary={
        <>
          <span className="api-method api-method--post">POST</span>{' '}
          <code className="api-operation__path">{webhook.event}</code>{' '}
          <span className="api-operation__title">{webhook.summary}</span>
        </>
      }
    >
      {() => (
        <>
          <h3>Headers</h3>
          <ul className="api-fields" aria-label={`Headers of ${webhook.event}`}>
            {webhook.headers.map((header) => (
              <li key={header.name} className="api-fields__field">
                <code className="api-fields__name">{header.name}</code>{' '}
                {header.description ? <ApiReferenceText text={header.description} /> : null}
              </li>
            ))}
          </ul>
          <h3>Payload</h3>
          <ApiReferenceFields schema={webhook.payload} label={`Fields of ${webhook.event}`} />
        </>
      )}
    </ApiReferenceDetails>
  );
}
