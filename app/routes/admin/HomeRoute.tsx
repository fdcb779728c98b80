import { sdk } from '@/sdk';
import { mediaUrl } from '@/sdk/client';
import { HOME_IMAGE_FIELDS, HomeCreate, HomeUpdate } from '@/sdk/schemas/home';
import type { HomeContent, HomeImages } from '@/sdk/schemas/home';
import { HomeContentForm } from '@/src/console/HomeContentForm';
import { FormScreen } from '@/app/admin/FormScreen';
import { parseInput } from '@/app/admin/saveSingleton';
import { useContentForm } from '@/app/admin/useContentForm';

const storedImageUrls = (home: HomeContent | null) =>
  Object.fromEntries(HOME_IMAGE_FIELDS.map((f) => [f, home?.[f] ? mediaUrl(home[f]) : null]));

/** /home: the home banner and the "Service We Provide" card; creates the record if none exists. */
export function Component() {
  const form = useContentForm<HomeContent>({
    input: { singleton: true, emptyValues: {} },
    load: () => sdk.home.getAll(),
    save: async ({ mode, id, values, files }) => {
      const images = files as HomeImages;
      if (mode === 'create') return sdk.home.create(parseInput(HomeCreate, values), images);
      const fields = parseInput(HomeUpdate, { ...values, homeSettingId: id });
      return (await sdk.home.update(fields, images)).home;
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
