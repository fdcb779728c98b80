import { useParams } from 'react-router-dom';
import { sdk } from '@/sdk';
import { mediaUrl } from '@/sdk/client';
import { ApiError } from '@/sdk/errors';
import { ALL_FIELDS_REQUIRED } from '@/sdk/schemas/common';
import { ClientCreate, clients } from '@/sdk/content';
import type { ClientItem } from '@/sdk/content';
import { ClientForm } from '@/src/console/ClientForm';
import { FormScreen } from '@/app/admin/FormScreen';
import { parseInput } from '@/app/admin/saveSingleton';
import { useContentForm } from '@/app/admin/useContentForm';

function ClientFormScreen({ id }: { id: string | undefined }) {
  const form = useContentForm<ClientItem>({
    input: { id, emptyValues: { clientTitle: '' }, redirectTo: '/manage-client' },
    load: (clientSectionId) => sdk.clients.getAll({ clientSectionId }),
    save: async ({ mode, values, files }) => {
      if (mode === 'update') {
        const fields = parseInput(clients.update, { ...values, clientSectionId: id });
        return (await sdk.clients.update(fields, { clientImg: files.clientImg })).item;
      }
      if (!files.clientImg) throw new ApiError(400, ALL_FIELDS_REQUIRED);
      return (
        await sdk.clients.create(parseInput(ClientCreate, values), { clientImg: files.clientImg })
      ).item;
    },
  });
  return (
    <FormScreen loading={form.loading} loadError={form.loadError} onRetry={form.retry}>
      <ClientForm
        key={form.version}
        mode={id ? 'update' : 'create'}
        initialValues={form.current}
        imageUrl={form.current ? mediaUrl(form.current.clientImg) : null}
        onSubmit={form.submit}
        onInvalid={form.toastInvalid}
        submitting={form.submitting}
      />
    </FormScreen>
  );
}

/** /create-new-client and /update-client/:id share one screen; the id selects update mode. */
export function Component() {
  const { id } = useParams();
  // A new id (or none) is a new form: remount so the machine starts in the right mode.
  return <ClientFormScreen key={id ?? 'new'} id={id} />;
}
