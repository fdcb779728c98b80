import type { ReferenceAnswer } from './apiReferenceModel';
import { ApiReferenceFields } from './ApiReferenceFields';
import { ApiReferenceText } from './ApiReferenceText';

/** An operation's answers by status; a success's fields under it (the envelope's data, or the body). */
export function ApiReferenceAnswers({
  answers,
  path,
}: {
  answers: ReferenceAnswer[];
  path: string;
}) {
  return (
    <ul className="api-answers" aria-label={`Answers of ${path}`}>
      {answers.map((answer) => (
        <li key={answer.status}>
          <span className="api-answers__status">{answer.status}</span>{' '}
          <ApiReferenceText text={answer.description} />
          {answer.status.startsWith('2') && answer.schema ? (
            <div className="api-answers__carried">
              <p className="api-reference__muted">
                {answer.inEnvelope ? (
                  <>
                    In <code>data</code>:
                  </>
                ) : (
                  'The body:'
                )}
              </p>
              <ApiReferenceFields schema={answer.schema} label={`Fields answered by ${path}`} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
