import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import '@/src/styles/global.css';

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

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The panel shows violations while developing; the test runner fails on any (test-runner.ts).
    a11y: { test: 'error' },
    viewport: {
      options: {
        narrow: { name: 'Narrow 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Tokens', 'Site', 'Pages', 'Admin'] },
    },
  },
};

export default preview;
