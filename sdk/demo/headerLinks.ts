import { writeLinkGroups } from '../content/linkLines';
import { DEMO_PAGE_SLUG } from './campaignPage';

// The header's links, written once: the server's first start and demo seed store them
// (server/demo/defaultSettings.ts, seedDemo.ts) and the stories' settings fixture shows the
// defaults (src/fixtures/siteContent.ts). Site code never imports this (eslint.config.js).

/** The landing page's sections, as the header linked them before they were editable. */
export const DEFAULT_HEADER_LINKS = writeLinkGroups([
  {
    title: '',
    links: [
      { label: 'About', href: '/#e-learning' },
      { label: 'Service', href: '/#service' },
      { label: 'Features', href: '/#feature' },
    ],
  },
]);

/** The header's links in the demo: the landing's sections, then the campaign page. */
export const DEMO_HEADER_LINKS = `${DEFAULT_HEADER_LINKS}\nFor institutes | /${DEMO_PAGE_SLUG}`;
