import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '@/src/styles/global.css';
import './app.css';
import { PublicSite } from './site/PublicSite';
import { readSitePage } from './site/sitePage';

// The public pages (/, the policies, the 404 page) arrive rendered by the server
// (app/entry-server.tsx) with the page they show as JSON; this hydrates the same tree. No router,
// no sdk, no lead modal here: those load on demand (docs/performance.md).

const root = document.getElementById('root');
const page = readSitePage(document);
if (root && page) {
  hydrateRoot(
    root,
    <StrictMode>
      <PublicSite page={page} />
    </StrictMode>,
  );
}
