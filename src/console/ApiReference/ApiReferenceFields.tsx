import type { OpenApiSchema } from '@/sdk/schemas/openApi';
import { ApiReferenceText } from './ApiReferenceText';
import { fieldsOf, limitsOf, typeOf } from './schemaFields';
import type { SchemaField } from './schemaFields';

export interface ApiReferenceFieldsProps {
  /** A body, an answer's data or a webhook payload, as JSON Schema. */
  schema: OpenApiSchema | undefined;
  /** Says what the list is, for assistive technology ("Fields of the request body"). */
  label: string;
}

function FieldList({ fields, label }: { fields: SchemaField[]; label: string }) {
  return (
    <ul className="api-fields" aria-label={label}>
      {fields.map((field) => (
        <li key={field.name} className="api-fields__field">
          <p className="api-fields__head">
            <code className="api-fields__name">{field.name}</code>{' '}
            <span className="api-fields__type">{field.type}</span>{' '}
            <span className={field.required ? 'api-fields__required' : 'api-fields__optional'}>
              {field.required ? 'required' : 'optional'}
            </span>
          </p>
          {field.description ? (
            <p className="api-fields__description">
              <ApiReferenceText text={field.description} />
            </p>
          ) : null}
          {field.limits.length ? (
            <p className="api-fields__limits">{field.limits.join('; ')}</p>
          ) : null}
          {field.fields.length ? (
            <FieldList fields={field.fields} label={`Fields of ${field.name}`} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The fields of a schema, nested as sent; a schema without fields says its type and limits. */
export function ApiReferenceFields({ schema, label }: ApiReferenceFieldsProps) {
  if (!schema) return <p className="api-reference__muted">Nothing is sent.</p>;
  const fields = fieldsOf(schema);
  if (fields.length) return <FieldList fields={fields} label={label} />;
  const limits = limitsOf(schema);
  return (
    <p className="api-reference__muted">
      {schema.description ? <ApiReferenceText text={`${schema.description} `} /> : null}
      {`Type: ${typeOf(schema)}`}
      {limits.length ? `; ${limits.join('; ')}` : ''}
    </p>
  );
}
