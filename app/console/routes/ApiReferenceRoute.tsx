import { sdk } from '@/sdk';
import { API_DESCRIPTION_PATH } from '@/sdk/schemas/openApi';
import { ApiReference } from '@/src/console/ApiReference';
import { useLoaded } from '@/app/console/useLoaded';

/** /api-reference (issue 46): the API's own OpenAPI document, readable, for admins. */
export function Component() {
  const description = useLoaded(
    () => sdk.apiDescription.get(),
    'The API reference could not be loaded. Please try again.',
  );
  return (
    <ApiReference
      document={description.data}
      loadError={description.error}
      onRetry={description.reload}
      documentUrl={API_DESCRIPTION_PATH}
    />
  );
}
