import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AccessRule, ReferenceOperation } from './apiReferenceModel';
import { ApiReferenceAnswers } from './ApiReferenceAnswers';
import { ApiReferenceFields } from './ApiReferenceFields';
import { ApiReferenceText } from './ApiReferenceText';

/** Who may call it, in words: anyone, or each way in with its roles or scopes. */
function Access({ rules }: { rules: AccessRule[] }) {
  if (rules.length === 0) return <p>Anyone: no token is needed.</p>;
  return (
    <ul className="api-operation__access">
      {rules.map((rule) => (
        <li key={rule.how}>
          {rule.how}
          {rule.who.length ? ': ' : ''}
          {rule.who.map((who, index) => (
            <span key={who}>
              {index ? ', ' : ''}
              <code>{who}</code>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * A closed <details> whose content is drawn the first time it opens: a reference of 130
 * operations would otherwise build thousands of hidden field rows before anyone reads one.
 */
export function ApiReferenceDetails({
  summary,
  children,
}: {
  summary: ReactNode;
  children: () => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="api-operation"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="api-operation__summary">{summary}</summary>
      {opened ? <div className="api-operation__body">{children()}</div> : null}
    </details>
  );
}

/** One operation: method and path, then (opened) who may call it, its body and its answers. */
export function ApiReferenceOperation({ operation }: { operation: ReferenceOperation }) {
  const { methods, path, summary, description, access, parameters, body, answers } = operation;
  return (
    <ApiReferenceDetails
      summary={
        <>
          <span className="api-operation__methods">
            {methods.map((method) => (
              <span key={method} className={`api-method api-method--${method.toLowerCase()}`}>
                {method}
              </span>
            ))}
          </span>{' '}
          <code className="api-operation__path">{path}</code>{' '}
          <span className="api-operation__title">
            <ApiReferenceText text={summary} />
          </span>
        </>
      }
    >
      {() => (
        <>
          {description ? (
            <p>
              <ApiReferenceText text={description} />
            </p>
          ) : null}
          <h3>Who may call it</h3>
          <Access rules={access} />
          {parameters.length ? (
            <>
              <h3>Path parameters</h3>
              <ul className="api-fields" aria-label={`Path parameters of ${path}`}>
                {parameters.map((parameter) => (
                  <li key={parameter.name} className="api-fields__field">
                    <code className="api-fields__name">{parameter.name}</code>
                    {parameter.description ? ` ${parameter.description}` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {body ? (
            <>
              <h3>Request body</h3>
              <p className="api-reference__muted">
                {body.required ? 'Required' : 'Optional'}, sent as {body.contentTypes.join(' or ')}.
              </p>
              <ApiReferenceFields schema={body.schema} label={`Fields of the body of ${path}`} />
            </>
          ) : null}
          <h3>Answers</h3>
          <ApiReferenceAnswers answers={answers} path={path} />
        </>
      )}
    </ApiReferenceDetails>
  );
}
