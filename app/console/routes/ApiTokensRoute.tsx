import { useState } from 'react';
import { sdk } from '@/sdk';
import type { ApiTokenCreated } from '@/sdk/schemas/apiTokens';
import { ApiTokenMessages } from '@/sdk/schemas/apiTokens';
import { ApiTokensPanel } from '@/src/console/ApiTokensPanel';
import type { ApiTokenFormErrors, ApiTokenFormValues } from '@/src/console/ApiTokensPanel';
import { fieldErrors } from '@/app/console/fieldErrors';
import { useLoaded } from '@/app/console/useLoaded';
import { usePendingAction } from '@/app/console/usePendingAction';
import { useUnsavedChanges } from '@/app/console/useUnsavedChanges';

const FIELDS = ['name', 'scope', 'days'] as const;

/** /api-tokens (issue 38): admins make scoped, expiring tokens for other systems and revoke them. */
export function Component() {
  const tokens = useLoaded(
    () => sdk.apiTokens.list(),
    'The API tokens could not be loaded. Please try again.',
  );
  const action = usePendingAction(tokens.reload);
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiTokenFormErrors>({});
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const create = async (values: ApiTokenFormValues) => {
    setBusy(true);
    setErrors({});
    try {
      setCreated(await sdk.apiTokens.create(values));
      setDirty(false);
      setFormKey((k) => k + 1);
      tokens.reload();
    } catch (error) {
      setErrors(fieldErrors(error, FIELDS, 'The token could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ApiTokensPanel
        tokens={tokens.data}
        loadError={tokens.error}
        onRetry={tokens.reload}
        formKey={formKey}
        busy={busy}
        errors={errors}
        onCreate={(values) => void create(values)}
        onDirtyChange={setDirty}
        created={created}
        onCreatedDone={() => setCreated(null)}
        pendingIds={action.pendingIds}
        onRevoke={(token) =>
          void action.run(
            token._id,
            () => sdk.apiTokens.revoke(token._id),
            ApiTokenMessages.revoked,
          )
        }
      />
      {unsaved.prompt}
    </>
  );
}
