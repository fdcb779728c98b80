import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import '@/src/styles/global.css';
// After the product's styles: Inter from the project's own files (inter.css says why).
import '@/src/console/inter.css';
import { forgetActivity } from '@/src/ui/LoadWhenNear';
import { startStoryClock } from './storyClock';
import { withStoryNote } from './storyNote';

// How long a play function's findBy and waitFor wait: 5 s, not Testing Library's 1 s. Page stories
// load lazy chunks and MSW answers, and `npm test` runs the stories beside another suite on a
// shared machine, where a navigation after a click once took longer than 1 s (RestoreAsDraft).
// A story that fails still fails, a few seconds later.
configure({ asyncUtilTimeout: 5000 });

/**
 * Per-story router state: `parameters: { router: { initialEntries: ['/manage-client'] } }`, or
 * `router: false` for page stories that bring the app's own router (app/stories).
 */
type RouterParameter = { initialEntries?: string[] } | false;

// Components render <Link>s, which need a router; a memory router keeps the Storybook URL intact.
const withRouter: Decorator = (Story, { parameters }) => {
  const router = parameters.router as RouterParameter | undefined;
  if (router === false) return <Story />;
  return (
    <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};

// Storybook's own files, Vite's dev modules and static assets are not API calls.
const isStorybookRequest = (request: Request) =>
  /\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|\/node_modules\/|\/src\/|\/fixtures\//.test(
    request.url,
  );

// A story that calls an endpoint without a handler fails instead of silently hitting the network.
const startWorker = async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || isStorybookRequest(request)) return;
      print.error();
    },
  });
  return worker;
};

/**
 * Every font face of the page loaded before a story first renders. A native select laid out
 * while Inter was still on its way kept the fallback's text position after the swap, a pixel
 * higher, in most runs but not all (the first story of a file, a CI failure): drawn only once its
 * font is here, it is the same in every run. The faces stay loaded for the page, so only a file's
 * first story waits, for the project's own font files.
 */
const fontsLoaded = async () => {
  await Promise.all([...document.fonts].map((face) => face.load()));
};

const preview: Preview = {
  // Every component gets a docs page: its description, the props table with each prop's JSDoc,
  // and its stories. Page stories opt out (`tags: ['!autodocs']`): a page is not a component.
  tags: ['autodocs'],
  loaders: [fontsLoaded, mswLoader(startWorker)],
  // The same instant and random numbers for every story (storyClock.ts), and each story a fresh
  // visit: what the visitor did in the story before (a scroll, a click) no longer counts.
  beforeEach: () => {
    startStoryClock();
    forgetActivity();
  },
  decorators: [withStoryNote, withRouter],
  parameters: {
    layout: 'fullscreen',
    controls: {
      // Controls show each prop's description and default, not only its name.
      expanded: true,
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    // The panel shows violations while developing; the test runner fails on any (test-runner.ts).
    a11y: { test: 'error' },
    // The three widths every page is designed for; a story picks one with
    // `globals: { viewport: { value: 'narrow' } }` (the test runner applies it, test-runner.ts).
    viewport: {
      options: {
        narrow: { name: 'Phone 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
    options: {
      // One vocabulary (issue 39): the public Site in page order, the Console in the order of its
      // navigation, the Shared parts both use (src/ui), and whole Pages.
      storySort: {
        method: 'alphabetical',
        order: [
          'Introduction',
          'Tokens',
          'Site',
          ['PromoBanner', 'Header', 'Landing', 'Footer', 'LeadModal', 'PolicyPage', '*', 'Parts'],
          'Console',
          [
            'AdminLayout',
            'LoginForm',
            'ConsoleIndex',
            'DashboardSummary',
            'LeadCharts',
            'LeadFilters',
            'LeadsTable',
            'LeadDetailDrawer',
            'ContentTable',
            'ContentForm',
            'ImageField',
            'ImageAltField',
            'UsersPanel',
            'AuditLogView',
            'AccountPanel',
            '*',
            'Parts',
          ],
          'Shared parts',
          'Pages',
          ['Site', ['Landing', '*'], 'Console', ['Sign-in', 'Dashboard', 'Leads', 'Content', '*']],
        ],
      },
    },
  },
};

export default preview;
