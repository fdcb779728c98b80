import { sdk } from '../../../sdk';
import { BusinessUpdate } from '../../../sdk/schemas/business';
import type { BusinessSection } from '../../../sdk/schemas/business';
import { BusinessForm } from '../../../src/components/BusinessForm';
import { FormScreen } from '../../admin/FormScreen';
import { parseInput, requireRecordId } from '../../admin/saveSingleton';
import { useContentForm } from '../../admin/useContentForm';

/** /business-online: the three counters of the statistics band. */
export function Component() {
  const form = useContentForm<BusinessSection>({
    input: { singleton: true, emptyValues: {} },
    load: () => sdk.business.getAll(),
    save: async (request) => {
      const fields = parseInput(BusinessUpdate, {
        ...request.values,
        businessSectionId: requireRecordId(request),
      });
      return (await sdk.business.update(fields)).business;
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
