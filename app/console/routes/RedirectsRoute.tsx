import { useState } from 'react';
import { RedirectsPanel } from '@/src/console/RedirectsPanel';
import { useRedirects } from '@/app/console/useRedirects';
import { useUnsavedChanges } from '@/app/console/useUnsavedChanges';

/** /manage-redirects (issue 44 item 4): old addresses that answer 301; add and remove them. */
export function Component() {
  const redirects = useRedirects();
  const [dirty, setDirty] = useState(false);
  // An added redirect empties the form (a new formKey), which reports itself clean.
  const unsaved = useUnsavedChanges(dirty && redirects.readOnlyReason === null);
  return (
    <>
      <RedirectsPanel
        redirects={redirects.redirects}
        loadError={redirects.loadError}
        onRetry={redirects.reload}
        readOnlyReason={redirects.readOnlyReason}
        formKey={redirects.formKey}
        busy={redirects.busy}
        errors={redirects.errors}
        onCreate={(values) => void redirects.create(values)}
        onDirtyChange={setDirty}
        onRemove={(redirect) => void redirects.remove(redirect)}
        pendingFroms={redirects.pendingFroms}
      />
      {unsaved.prompt}
    </>
  );
}
