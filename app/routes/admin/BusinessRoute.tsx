import { sdk } from '@/sdk';
import { business } from '@/sdk/content';
import type { BusinessSection } from '@/sdk/content';
import { BusinessForm } from '@/src/console/BusinessForm';
import { FormScreen } from '@/app/admin/FormScreen';
import { parseInput, requireRecordId } from '@/app/admin/saveSingleton';
import { useContentForm } from '@/app/admin/useContentForm';

/** /business-online: the three counters of the statistics band. */
export function Component() {
  const form = useContentForm<BusinessSection>({
    input: { singleton: true, emptyValues: {} },
    load: () => sdk.business.getAll(),
    save: async (request) => {
      const fields = parseInput(business.update, {
        ...request.values,
        businessSectionId: requireRecordId(request),
      });
      return (await sdk.business.update(fields)).item;
    },
  });
  return (
    <FormScreen loading={form.loading} loadError={form.loadError} onRetry={form.retry}>
      <BusinessForm
        key={form.version}
        initialValues={form.current}
        onSubmit={form.submit}
        onInvalid={form.toastInvalid}
        submitting={form.submitting}
      />
    </FormScreen>
  );
}
