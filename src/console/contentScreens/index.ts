/**
 * The console's half of every content declaration: labels, form fields, table columns. Admin
 * code only (the routes, the navigation, the forms and tables); the public pages never import it.
 */
import { contentDefinitionList } from '@/sdk/content';
import type { AnyCollection, AnySingleton, ContentDefinitions, ContentKey } from '@/sdk/content';
import { contentFieldLists } from '@/sdk/content/fieldLists';
import { businessScreens } from './business';
import { clientScreens } from './clients';
import { courseScreens } from './course';
import { eLearningScreens } from './eLearning';
import { faqScreens } from './faqs';
import { featureTabScreens } from './featureTabs';
import { fieldSpecs } from './fieldEditors';
import { homeScreens } from './home';
import { launchScreens } from './launch';
import { pageScreens } from './pages';
import { privacyPolicyScreens, refundPolicyScreens, termsPolicyScreens } from './policies';
import type {
  CollectionEntry,
  CollectionScreens,
  ContentEntry,
  FieldWording,
  SingletonEntry,
  SingletonScreens,
} from './screens';
import { settingsScreens } from './settings';
import { tableColumns } from './tableColumns';
import type { ColumnWritten } from './tableColumns';
import { testimonialScreens } from './testimonials';
import { whyChooseScreens } from './whyChoose';

export type * from './screens';

/** The console's half of a declaration: a collection's table and forms, or a section's form. */
export type ScreensOf<D> = D extends AnyCollection
  ? CollectionScreens<D>
  : D extends AnySingleton
    ? SingletonScreens<D>
    : never;
/** Any declaration's screens as written, as generic code reads them (a collection's table too). */
type ContentScreensAsWritten = {
  fields: Readonly<Record<string, FieldWording>>;
  list?: { columns?: readonly ColumnWritten<Readonly<Record<string, unknown>>>[]; name?: string };
};
/** A declaration with its console screens. */
export type EntryOf<D> = D extends AnyCollection
  ? CollectionEntry<D>
  : D extends AnySingleton
    ? SingletonEntry<D>
    : never;

/**
 * The console screens of every declaration, by its key: a declaration added to sdk/content is a
 * compile error here until it has its screens. The routes and the side navigation follow
 * (src/console/consoleScreens, src/console/navigation).
 */
const screens: { [K in ContentKey]: ScreensOf<ContentDefinitions[K]> } = {
  settings: settingsScreens,
  course: courseScreens,
  business: businessScreens,
  launch: launchScreens,
  home: homeScreens,
  eLearning: eLearningScreens,
  whyChoose: whyChooseScreens,
  featureTabs: featureTabScreens,
  faqs: faqScreens,
  clients: clientScreens,
  testimonials: testimonialScreens,
  pages: pageScreens,
  privacyPolicy: privacyPolicyScreens,
  termsPolicy: termsPolicyScreens,
  refundPolicy: refundPolicyScreens,
};

/** The screens as written: each field's wording, and a kind only where it overrides the default. */
export const screenWording: Readonly<Record<ContentKey, ContentScreensAsWritten>> = screens;

/**
 * Each declaration with its console screens, by its key; each field's editor and "optional"
 * follow from its declared field (./fieldEditors.ts), and a table's columns from the fields they
 * name (./tableColumns.ts), unless its screen says otherwise.
 */
export const adminContent = Object.fromEntries(
  contentDefinitionList.map((definition) => {
    const written: ContentScreensAsWritten = screens[definition.key];
    const list = contentFieldLists[definition.key];
    const fields = fieldSpecs(written.fields, list);
    if (definition.kind !== 'collection' || !written.list) {
      return [definition.key, { definition, screens: { ...written, fields } }];
    }
    // The table reads only its columns: the name field is how they were resolved.
    const { name: _name, ...shown } = written.list;
    const columns = tableColumns(definition, written.list, list ?? {}, fields);
    return [
      definition.key,
      { definition, screens: { ...written, fields, list: { ...shown, columns } } },
    ];
  }),
) as unknown as { [K in ContentKey]: EntryOf<ContentDefinitions[K]> };

/** Every declaration with its screens, in navigation order, as generic code takes them. */
export const contentEntries = Object.values(adminContent) as ContentEntry[];
