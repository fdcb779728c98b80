import { z } from 'zod';
import type { OperationCatalogue, PlainAnswer } from './operation';

// What the server answers outside /api/: the public pages, files, the lead page without script,
// the preview pages and the load balancer's checks. Their HEAD routes share these descriptions.

const page = (description: string): PlainAnswer => ({ contentType: 'text/html', description });

export const siteOperations: OperationCatalogue = {
  'GET /healthz': {
    tag: 'Operations',
    summary: 'The process is alive',
    answer: {
      contentType: 'application/json',
      description: 'Always `{ "status": "ok" }` while the process answers.',
      schema: z.object({ status: z.literal('ok') }),
    },
  },
  'GET /readyz': {
    tag: 'Operations',
    summary: 'Ready for traffic: database, migrations, media store, first admin (503 when not)',
    answer: {
      contentType: 'application/json',
      description: 'Each check `ok` or `failing`; 503 when any fails or the server is closing.',
    },
    errors: [503],
  },
  'GET /': {
    tag: 'Public site',
    summary: 'The landing page, rendered on the server',
    answer: page('The page.'),
  },
  'GET /robots.txt': {
    tag: 'Public site',
    summary: 'Rules for crawlers',
    answer: { contentType: 'text/plain', description: 'robots.txt' },
  },
  'GET /sitemap.xml': {
    tag: 'Public site',
    summary: 'The public pages for search engines',
    answer: { contentType: 'application/xml', description: 'A sitemap.' },
  },
  'GET /uploads/*': {
    tag: 'Public site',
    summary: 'A stored image (a record holds its path)',
    answer: { contentType: 'image/*', description: 'The image as stored.' },
    errors: [404],
  },
  'GET /book-a-demo': {
    tag: 'Public site',
    summary: 'The lead form as a page that works without script',
    answer: page('The form.'),
  },
  'POST /book-a-demo': {
    tag: 'Public site',
    summary: "Send the lead page's form; 303 to the thanks page, or the form again with messages",
    requestKind: 'form',
    answer: page("The form again with what was typed and each field's message (on a refusal)."),
    errors: [303, 403, 415, 422, 429],
  },
  'GET /preview/:token': {
    tag: 'Preview links',
    summary: 'The landing page with every draft applied (holder of a live link)',
    answer: page('The page; the not-found page for an unknown, expired or revoked link.'),
    errors: [404],
  },
  'GET /preview/:token/*': {
    tag: 'Preview links',
    summary: 'Another public page with every draft applied',
    answer: page('The page.'),
    errors: [404],
  },
  'GET /api/openapi.json': {
    tag: 'Reference',
    summary: 'This description of the API (OpenAPI 3.1)',
    answer: { contentType: 'application/json', description: 'An OpenAPI 3.1 document.' },
  },
};
