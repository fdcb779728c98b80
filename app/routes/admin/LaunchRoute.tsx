import { sdk } from '@/sdk';
import { mediaUrl } from '@/sdk/client';
import { launch } from '@/sdk/content';
import type { LaunchSection } from '@/sdk/content';
import { LaunchForm } from '@/src/console/LaunchForm';
import { FormScreen } from '@/app/admin/FormScreen';
import { parseInput, requireRecordId } from '@/app/admin/saveSingleton';
import { useContentForm } from '@/app/admin/useContentForm';

/** /launch: the launch block (title, description, image). */
export function Component() {
  const form = useContentForm<LaunchSection>({
    input: { singleton: true, emptyValues: {} },
    load: () => sdk.launch.getAll(),
    save: async (request) => {
      const fields = parseInput(launch.update, {
        ...request.values,
        launchSectionId: requireRecordId(request),
      });
      return (await sdk.launch.update(fields, { launchImage: request.files.launchImage })).item;
    },
  });
  return (
    <FormScreen loading={form.loading} loadError={form.loadError} onRetry={form.retry}>
      <LaunchForm
        key={form.version}
        initialValues={form.current}
        imageUrl={form.current ? mediaUrl(form.current.launchImage) : null}
        onSubmit={form.submit}
        onInvalid={form.toastInvalid}
        submitting={form.submitting}
      />
    </FormScreen>
  );
}
