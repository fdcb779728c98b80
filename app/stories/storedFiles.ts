import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';

/**
 * Stored files (/uploads/...) as the stories' server answers them: the story picture each file's
 * name stands for (src/fixtures/siteImages.ts), as SVG. One answer for the site's stories and the
 * console's: a stories worker renders story after story, file after file, in one page
 * (.storybook/workerPage.mjs), and the page reuses an image it has loaded at an address whatever
 * a later answer would have been. When the console's stories answered every address with a
 * one-pixel PNG, a console form once showed the landing page's banner, drawn by its worker a few
 * files before (a working-tree `npm test`, 2026-12-05).
 */
export const storedFiles: HttpHandler = http.get('/uploads/*', ({ request }) => {
  const path = new URL(request.url).pathname.slice(1);
  const svg = decodeURIComponent(storySiteImageUrl(path).split(',', 2)[1] ?? '');
  return HttpResponse.text(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});
