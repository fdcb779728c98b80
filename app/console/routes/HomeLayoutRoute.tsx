import { Navigate } from 'react-router-dom';
import { HOME_PAGE_SLUG, pages } from '@/sdk/content';
import { defaultHomeBlocks } from '@/sdk/content/homeLayout';
import { collectionEntry } from '@/src/console/navigation';
import { FormScreen } from '@/app/console/FormScreen';
import { findHomePage } from '@/app/console/homePageRecord';
import { useLoaded } from '@/app/console/useLoaded';
import { NotFoundPage } from '../../site/pages/NotFoundPage';
import { CollectionFormScreen } from './CollectionFormRoute';

// `/` in the page builder (issue 44, docs/pages.md): its layout is the page record at the address
// HOME_PAGE_SLUG. Once it exists, published or only saved as a draft, this screen opens it as the
// pages list does (drafts, preview, history: homePageRecord.ts); until then it starts a new one
// as `/` is without it, the banner and the eleven sections in order, so saving it unchanged
// changes nothing a visitor sees.

const HOME_PAGE_PRESET = {
  title: 'Home page',
  slug: HOME_PAGE_SLUG,
  blocks: JSON.stringify(defaultHomeBlocks()),
};

export function Component() {
  const entry = collectionEntry(pages.key);
  const found = useLoaded(findHomePage, 'The home page’s layout could not be loaded.');
  if (!entry) return <NotFoundPage />;
  const id = found.data?.id;
  if (id) return <Navigate to={`${pages.screens.update}/${id}`} replace />;
  return (
    <FormScreen
      loading={!found.data && !found.error}
      loadError={found.error?.message ?? null}
      requestId={found.error?.requestId ?? null}
      onRetry={found.reload}
    >
      <CollectionFormScreen entry={entry} id={undefined} preset={HOME_PAGE_PRESET} />
    </FormScreen>
  );
}
