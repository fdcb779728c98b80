import type { ReactNode } from 'react';
import type { HomeTextFields } from '@/sdk/content';
import { TextField } from '../TextField';

/** The four sub-services, in the order of the record's field names (serviceTitleOne ...). */
export const SERVICE_ORDINALS = ['One', 'Two', 'Three', 'Four'] as const;
type Ordinal = (typeof SERVICE_ORDINALS)[number];

export interface HomeContentFormServiceProps {
  /** Which sub-service: One to Four. */
  ordinal: Ordinal;
  /** Current title text. */
  title: string;
  /** Current sub title text. */
  subTitle: string;
  /** Called with the record's field name and the new text. */
  onChange: (field: keyof HomeTextFields, value: string) => void;
  /** The sub-service's image field, built by the parent that holds the files. */
  image: ReactNode;
}

/** One of the four sub-services of the "Service We Provide" card: title, sub title, image. */
export function HomeContentFormService({
  ordinal,
  title,
  subTitle,
  onChange,
  image,
}: HomeContentFormServiceProps) {
  const titleField = `serviceTitle${ordinal}` as const;
  const subTitleField = `serviceSubTitle${ordinal}` as const;
  return (
    <fieldset className="admin-form__group">
      <legend className="admin-form__group-title">Service {ordinal}</legend>
      <TextField
        label={`Service ${ordinal} Title`}
        name={titleField}
        required
        value={title}
        onChange={(v) => onChange(titleField, v)}
      />
      <TextField
        label={`Service ${ordinal} Sub Title`}
        name={subTitleField}
        required
        multiline
        value={subTitle}
        onChange={(v) => onChange(subTitleField, v)}
      />
      {image}
    </fieldset>
  );
}
