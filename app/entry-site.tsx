import '@/src/styles/global.css';
import './app.css';
import { rememberVisit, visitStorage } from './site/attribution/visitCapture';
import { afterPageShown } from './site/afterPageShown';
import { countPageView } from './site/analytics/countPageView';
import { holdEarlyClicks } from './site/earlyClicks';
import { openLeadLinksInModal } from './site/leadLinks';
import { openLeadModal, prepareLeadModal, whenIdle } from './site/leadModalLoader';
import { ROOT_ELEMENT_ID } from './site/sitePage';

// The public pages (/, the policies, the 404 page) arrive complete from the server
// (app/entry-server.tsx). This first script is kept small on purpose: React and the page's
// components (app/site/hydrateSite.tsx) are downloaded only once the page has loaded and the
// browser has shown it (site/afterPageShown.ts), so no script competes with the banner image
// and the stylesheets for the first paint (the LCP). A click on a button before then is held and
// replayed once the page is hydrated (site/earlyClicks.ts), and a click starts the hydration at
// once. Calls to action are links to the lead page: from now on a click on one opens the lead
// modal in a root of its own, hydrated or not (site/leadLinks.ts), and once the page is hydrated
// and idle, the modal is loaded ahead of the first tap (docs/architecture.md, "The first tap";
// the figures are in docs/performance.md).

// Where this visit came from, read before anything else: a visitor may follow a link at once.
// Kept in a task of its own: the tab's first use of sessionStorage is half this script's time,
// and together they were a long task on a phone (docs/performance.md, "The long tasks").
const landing = new URL(window.location.href);
setTimeout(() => rememberVisit(visitStorage(), landing, document.referrer), 0);
openLeadLinksInModal(document, openLeadModal);
countPageView(window); // after the page is shown and idle: docs/analytics.md

// The script is async (app/vite.config.ts): it may run before #root is parsed, so the root is
// looked up when it is needed (a click on a button inside it, or the page shown: both after it).
let hydrating = false;
const clicks = holdEarlyClicks(document, ROOT_ELEMENT_ID, () => hydrate());
const hydrate = () => {
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (hydrating || !root) return;
  hydrating = true;
  import('./site/hydrateSite')
    .then(({ hydrateSite }) => hydrateSite(root))
    .then(
      () => {
        clicks.release();
        whenIdle(window, prepareLeadModal);
      },
      // Not loaded (offline): the page stays as the server sent it; the next click tries again.
      () => {
        hydrating = false;
      },
    );
};
// In development the components' styles come with their modules (no built stylesheet links
// them), so the page hydrates at once there rather than showing unstyled until load (the script
// is not async there: the document is parsed).
if (import.meta.env.DEV) hydrate();
else afterPageShown(window, hydrate);
