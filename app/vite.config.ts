import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { deferredChunkCss } from './deferredChunkCss.ts';
import { devSsr } from './devSsr.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The public pages are complete HTML before any script runs, so their scripts must not compete
 * with the page's CSS and images for the first paint: the entry and its preloads are fetched at
 * low priority (browsers give module scripts and modulepreloads high priority, which also makes
 * Lighthouse count them as render-blocking), and the entry is async: it runs in a task of its
 * own when it arrives, rather than in the one that ends the HTML's parse, just before the first
 * layout (app/entry-site.tsx looks #root up when it needs it).
 */
const scriptsAtLowPriority = (): Plugin => ({
  name: 'lms-scripts-at-low-priority',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    // The console (console.html) is nothing without its script: it keeps the browser's default.
    handler: (html, { path: page }) =>
      page.endsWith('/index.html')
        ? html
            .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
            .replace(/<script type="module"/g, '<script type="module" async')
        : html,
  },
});

// Stylesheets by where they are used, so a public page links two instead of one per shared chunk:
// what the console and the public pages share (tokens, global, app, src/ui), and the public
// pages' components (not the lead modal's: it loads with the modal), the page blocks' among them
// (src/site/blocks/*: a campaign page's code comes after load, its styles must not). Fewer
// render-blocking requests leave the slow link to the banner image (docs/performance.md).
const BASE_STYLES = /[\\/](src[\\/]styles[\\/]\w+|app[\\/]app|src[\\/]ui[\\/]\w+[\\/]\w+)\.css$/;
const SITE_STYLES =
  /[\\/](src[\\/]site[\\/](?!LeadModal[\\/])(?:blocks[\\/])?\w+[\\/]\w+|node_modules[\\/]swiper[\\/].*)\.css$/;

// The app lives in app/. `npm run build` makes two builds: the browser's (dist/, served by the
// server) and the server render (dist-ssr/entry-server.js, `vite build --ssr`), which the
// Fastify server imports to render the public pages (server/render/).
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // Icons, manifest and the link-preview image, copied to dist/ as they are.
  publicDir: 'public',
  // devSsr: `npm run dev` renders the public pages on the server, as production does.
  // deferredChunkCss: the components' stylesheets stay in the page although their script comes
  // after the load event (app/entry-site.tsx).
  plugins: [
    react(),
    devSsr(apiTarget),
    scriptsAtLowPriority(),
    deferredChunkCss(
      path.resolve(import.meta.dirname, 'site/hydrateSite.tsx'),
      path.resolve(import.meta.dirname, 'site/PublicSite.tsx'),
    ),
  ],
  // `@/sdk/...`, `@/src/site/...`: the repository root, as in tsconfig.json's paths.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '..') } },
  build: isSsrBuild
    ? {
        ssr: true,
        rolldownOptions: { input: path.resolve(import.meta.dirname, 'entry-server.tsx') },
        // One minified file set with React's production build inside, not imports of the
        // packages' development builds (React reads NODE_ENV at run time, and `npm start` does not
        // set it): the server keeps every loaded file's source for its whole life, so this is
        // 5 MB less idle memory (docs/performance.md). The map gives stack traces their names.
        minify: true,
        sourcemap: true,
        outDir: path.resolve(import.meta.dirname, '../dist-ssr'),
        emptyOutDir: true,
      }
    : {
        outDir: path.resolve(import.meta.dirname, '../dist'),
        emptyOutDir: true,
        // Maps are written for debugging but never referenced nor served (server/routes/site.ts).
        sourcemap: 'hidden' as const,
        // Report the gzip size of every chunk: the landing route's weight is watched.
        reportCompressedSize: true,
        // The hydration (app/site/hydrateSite.tsx, then the components it imports, PublicSite) is
        // imported once the page is shown; the browser fetches their imports when it reads them,
        // instead of the importer adding a preload link for each (a dozen DOM insertions in one
        // task, which Lighthouse counts as blocking time). Every other dynamic import keeps
        // Vite's preloads.
        modulePreload: {
          resolveDependencies: (file, deps) =>
            /(^|\/)(hydrateSite|PublicSite)-/.test(file) ? [] : deps,
        },
        manifest: true,
        // Two pages, two entries: the public site (index.html, hydrated) and the console
        // (console.html, client-rendered); nothing of the console reaches the public entry.
        rolldownOptions: {
          input: {
            site: path.resolve(import.meta.dirname, 'index.html'),
            console: path.resolve(import.meta.dirname, 'console.html'),
          },
          // React in a chunk of its own name: both entries share it, and it changes least often.
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // Stylesheets in two files instead of one per shared chunk: what every page
                // shares, and the public pages' components (not the lead modal's: on demand).
                { name: 'base-styles', test: BASE_STYLES },
                { name: 'site-styles', test: SITE_STYLES },
              ],
            },
          },
        },
      },
  // No SPA fallback in development: pages come from devSsr, like the server's render in production.
  appType: 'custom',
  // The server render bundles its packages (see build.minify above), React in the build that
  // matches the JSX transform: production under `vite build` (which sets NODE_ENV when it is
  // unset). Build only: the dev server's render (devSsr) loads them from node_modules as they are.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  }),
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
}));
