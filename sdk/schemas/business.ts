import { z } from 'zod';
import { Counter, RecordId } from './common';

export const BusinessCounters = z.object({
  cities: Counter,
  teachers: Counter,
  students: Counter,
});
export type BusinessCounters = z.infer<typeof BusinessCounters>;

/** The statistics band (one record); counters are whole numbers >= 0. */
export const BusinessSection = z.object({
  _id: z.string(),
  cities: z.number().int().min(0),
  teachers: z.number().int().min(0),
  students: z.number().int().min(0),
});
export type BusinessSection = z.infer<typeof BusinessSection>;

export const BusinessUpdate = BusinessCounters.extend({ businessSectionId: RecordId });
export type BusinessUpdate = z.infer<typeof BusinessUpdate>;
