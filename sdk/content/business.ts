import { z } from 'zod';
import { Counter } from '../schemas/common';
import { defineSingleton } from './define';
import type { ItemOf } from './define';

/** The statistics band's counters: whole numbers >= 0 (multipart sends them as text). */
export const BusinessCounters = z.object({
  cities: Counter,
  teachers: Counter,
  students: Counter,
});
export type BusinessCounters = z.infer<typeof BusinessCounters>;

/** The spec's "Business section": the statistics band (one record, no images). */
export const business = defineSingleton({
  key: 'business',
  api: '/api/businessSectionContent',
  idField: 'businessSectionId',
  fields: BusinessCounters,
  images: {},
  creatable: false,
  screen: '/business-online',
  notFound: 'No business section with this id.',
});
export const BusinessSection = business.item;
export type BusinessSection = ItemOf<typeof business>;
