import { business } from './business';
import { clients } from './clients';
import { course } from './course';
import type { ContentDefinition } from './define';
import { eLearning } from './eLearning';
import { faqs } from './faqs';
import { featureTabs } from './featureTabs';
import { home } from './home';
import { launch } from './launch';
import { pages } from './pages';
import { privacyPolicy, refundPolicy, termsPolicy } from './policies';
import { settings } from './settings';
import { testimonials } from './testimonials';
import { whyChoose } from './whyChoose';

// The one list of content declarations. Everything keyed by a content key (the sdk's calls, the
// tables, the console's screens, the contract cases, the fixtures, the demo content) is typed
// `{ [K in ContentKey]: ... }`, so a declaration added here is a compile error wherever a
// hand-written entry is still missing, and derives itself everywhere else (docs/architecture.md).
// No Markdown parser or form code is imported here: the sdk and the server load this module.
// Each declaration's module is re-exported from here too (its schemas and types), so a new
// declaration is its own file and two lines in this one.

export * from './business';
export * from './campaignPage';
export * from './clients';
export * from './course';
export * from './eLearning';
export * from './faqs';
export * from './featureTabs';
export * from './home';
export * from './launch';
export * from './pageBlocks';
export * from './pages';
export * from './policies';
export * from './settings';
export * from './testimonials';
export * from './whyChoose';

/** The declarations keyed by their own `key` (each name is written once), in the order given. */
function byKey<const D extends readonly ContentDefinition[]>(...definitions: D) {
  return Object.fromEntries(definitions.map((definition) => [definition.key, definition])) as {
    [E in D[number] as E['key']]: E;
  };
}

/** Every collection and section by its key, in the console's navigation order. */
export const contentDefinitions = /* @__PURE__ */ byKey(
  settings,
  course,
  business,
  launch,
  home,
  eLearning,
  whyChoose,
  featureTabs,
  faqs,
  clients,
  testimonials,
  pages,
  privacyPolicy,
  termsPolicy,
  refundPolicy,
);
export type ContentDefinitions = typeof contentDefinitions;
/** The name of a declaration in code: `clients`, `home`, `privacyPolicy`, ... */
export type ContentKey = keyof ContentDefinitions;
/** Any one declaration, with its own types (a union over the keys). */
export type DeclaredContent = ContentDefinitions[ContentKey];

/** The declarations in navigation order, for code that walks them all. */
export const contentDefinitionList = /* @__PURE__ */ Object.values(
  contentDefinitions,
) as DeclaredContent[];
