import { sdk } from '@/sdk';
import { mediaUrl } from '@/sdk/client';
import { home } from '@/sdk/content';
import type { HomeContent, ImagesOf } from '@/sdk/content';
import { HomeContentForm } from '@/src/console/HomeContentForm';
import { FormScreen } from '@/app/admin/FormScreen';
import { parseInput } from '@/app/admin/saveSingleton';
import { useContentForm } from '@/app/admin/useContentForm';

const storedImageUrls = (stored: HomeContent | null) =>
  Object.fromEntries(home.imageNames.map((f) => [f, stored?.[f] ? mediaUrl(stored[f]) : null]));

/** /home: the home banner and the "Service We Provide" card; creates the record if none exists. */
export function Component() {
  const form = useContentForm<HomeContent>({
    input: { singleton: true, emptyValues: {} },
    load: () => sdk.home.getAll(),
    save: async ({ mode, id, values, files }) => {
      const images = files as ImagesOf<typeof home>;
      if (mode === 'create')
        return (await sdk.home.create(parseInput(home.fields, values), images)).item;
      const fields = parseInput(home.update, { ...values, homeSettingId: id });
      return (await sdk.home.update(fields, images)).item;
    },
  });
  return (
    <FormScreen loading={form.loading} loadError={form.loadError} onRetry={form.retry}>
      <HomeContentForm
        key={form.version}
        initialValues={form.current}
        imageUrls={storedImageUrls(form.current)}
        onSubmit={form.submit}
        onInvalid={form.toastInvalid}
        submitting={form.submitting}
      />
    </FormScreen>
  );
}
