import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import remarkGfm from 'remark-gfm';

// Component stories sit beside their component; stories/ holds MDX docs and whole-page flows;
// app/stories renders the real app's pages.
const config: StorybookConfig = {
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.tsx',
    '../src/**/*.stories.tsx',
    // Page stories: the real app containers at one address, MSW answering the API.
    '../app/**/*.stories.tsx',
  ],
  addons: [
    // MDX docs are GitHub-flavoured Markdown: the Tokens page's tables are tables, not `|` text.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ carries msw's mockServiceWorker.js, so MSW works in dev and in the static build.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Props tables for the components; .storybook/ holds none, and its files are not in the
    // plugin's TypeScript program ("Skipping docgen ... not included" in every build otherwise).
    reactDocgenTypescriptOptions: { exclude: ['**/*.stories.tsx', '.storybook/**'] },
  },
  async viteFinal(viteConfig) {
    // The root has no vite config (the app's lives in app/), so add React's JSX transform here.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), react()];
    // `@/` is the repository root, as in tsconfig.json's paths.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: { ...viteConfig.resolve?.alias, '@': path.resolve(import.meta.dirname, '..') },
    };
    // The preview is a local tool's bundle (the test runner's and a reader's), never sent to a
    // visitor: its 1.3 MB iframe chunk and axe's 0.7 MB are expected, so Vite's 500 kB warning
    // would only be noise in every test run. The site's own budgets are tests (landing-weight).
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 2_000 };
    return viteConfig;
  },
};

export default config;
