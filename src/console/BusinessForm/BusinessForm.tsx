import { BusinessCounters } from '@/sdk/content';
import { AdminForm, AdminFormCard, formValues, useAdminForm } from '../AdminForm';
import type { AdminFormSubmission } from '../AdminForm';
import { TextField } from '../TextField';

const COUNTERS = [
  ['cities', 'Cities'],
  ['teachers', 'Teachers'],
  ['students', 'Students'],
] as const;

/** Counters never go below 0 (spec section 9): a typed "-5" becomes "0"; an emptied box stays empty. */
export function clampCounter(text: string): string {
  if (text.trim() === '') return '';
  const n = Number(text);
  return Number.isFinite(n) && n < 0 ? '0' : text;
}

export interface BusinessFormProps {
  /** The stored counters. Read once, on mount; remount with a new `key` to reset. */
  initialValues?: Partial<BusinessCounters> | null;
  /** Called with the counters as whole numbers >= 0. */
  onSubmit: (submission: AdminFormSubmission<BusinessCounters, never>) => void;
  /** Called with 'All fields are required.' (or the schema's message) instead of submitting. */
  onInvalid?: (message: string) => void;
  /** Disables the form while the parent saves. */
  submitting?: boolean;
  /** The server's message after a failed save. */
  error?: string | null;
}

/** The Business Online screen: three counters (cities, teachers, students). */
export function BusinessForm({
  initialValues,
  onSubmit,
  onInvalid,
  submitting = false,
  error,
}: BusinessFormProps) {
  const form = useAdminForm({
    initialValues: formValues(BusinessCounters, initialValues),
    schema: BusinessCounters,
    requiredImages: [] as const,
    onSubmit,
    onInvalid,
  });
  return (
    <AdminForm
      label="Business statistics"
      submitLabel="Update"
      submitting={submitting}
      error={form.problem ?? error}
      onSubmit={form.submit}
    >
      <AdminFormCard title="Business Online">
        {COUNTERS.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type="number"
            min={0}
            step={1}
            required
            value={form.values[name]}
            onChange={(v) => form.setValue(name, clampCounter(v))}
          />
        ))}
      </AdminFormCard>
    </AdminForm>
  );
}
