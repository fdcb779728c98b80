import '@/src/styles/global.css';
import './app.css';
import { rememberVisit, visitStorage } from './attribution/visitCapture';
import { afterPageShown } from './site/afterPageShown';
import { holdEarlyClicks } from './site/earlyClicks';

// The public pages (/, the policies, the 404 page) arrive complete from the server
// (app/entry-server.tsx). This first script is kept small on purpose: React and the page's
// components (app/site/hydrateSite.tsx) are downloaded only after the window's load event, so no
// script competes with the banner image and the stylesheets for the first paint (the LCP). A
// click on a button before then is held and replayed once the page is hydrated (earlyClicks.ts),
// and a click starts the hydration at once. docs/performance.md has the measurements.

// Where this visit came from, kept before anything else: a visitor may follow a link at once.
rememberVisit(visitStorage(), new URL(window.location.href), document.referrer);

const root = document.getElementById('root');
if (root) {
  let hydrating = false;
  const clicks = holdEarlyClicks(root, () => hydrate());
  const hydrate = () => {
    if (hydrating) return;
    hydrating = true;
    import('./site/hydrateSite')
      .then(({ hydrateSite }) => hydrateSite(root))
      .then(
        () => clicks.release(),
        // Not loaded (offline): the page stays as the server sent it; the next click tries again.
        () => {
          hydrating = false;
        },
      );
  };
  afterPageShown(window, hydrate);
}
