import type { z } from 'zod';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { number } from './valueFields';

/** A counter of the statistics band: a whole number >= 0 (the messages are Counter's). */
const counter = (sample: number) => number({ min: 0, max: 1_000_000_000, sample });

/** The statistics band's counters. */
export const businessFieldList = {
  cities: counter(350),
  teachers: counter(12_500),
  students: counter(940_000),
};

/** The spec's "Business section": the statistics band (one record, no images). */
export const business = defineSingleton({
  key: 'business',
  api: '/api/businessSectionContent',
  idField: 'businessSectionId',
  fields: businessFieldList,
  strict: false,
  creatable: false,
  screen: '/business-online',
  notFound: 'No business section with this id.',
});
export const BusinessCounters = business.writeFields;
export type BusinessCounters = z.infer<typeof BusinessCounters>;
export const BusinessSection = business.item;
export type BusinessSection = ItemOf<typeof business>;
