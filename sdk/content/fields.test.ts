import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_FIELDS_REQUIRED } from '../schemas/common';
import {
  createSchema,
  imageRules,
  itemSchema,
  sampleValues,
  sampleWrite,
  visitorFields,
} from './fields';
import { recordFields } from './recordFields';
import { email, longText, markdown, phone, text, url, UrlMessages } from './textFields';
import { boolean, date, image, number, select, status } from './valueFields';

/** The messages a write refuses a value with (none: taken). */
const refusals = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** A declaration with one field of every kind. */
const everyKind = {
  title: text({ max: 20 }),
  lead: longText({ max: 100, required: false }),
  body: markdown({ max: 1000 }),
  seats: number({ min: 1, max: 5 }),
  open: boolean(),
  isActive: status(),
  link: url(),
  store: url({ paths: false, required: false }),
  contact: email(),
  call: phone({ required: false }),
  picture: image({ alt: 'mayBeDecorative' }),
  level: select({ options: ['basic', 'pro'] }),
  startsOn: date({ label: 'The first day' }),
};

describe('text fields', () => {
  it('say what the spec says of a required text, and trim it', () => {
    const { write } = text({ max: 5 });
    expect(refusals(write, '  ')).toEqual([ALL_FIELDS_REQUIRED]);
    expect(refusals(write, undefined)).toEqual([ALL_FIELDS_REQUIRED]);
    expect(refusals(write, 'too long')).toEqual(['Keep this under 5 characters.']);
    expect(write.parse(' hi ')).toBe('hi');
  });

  it('take blank text where the field is optional', () => {
    const { write } = longText({ max: 5, required: false });
    expect(write.parse('')).toBe('');
    expect(refusals(write, 3)).toEqual(['Enter text.']);
  });

  it('add a rule of their own to the write only', () => {
    const field = text({ max: 9, check: (t) => t.regex(/^[a-z]+$/, 'Letters only.') });
    expect(refusals(field.write, 'a1')).toEqual(['Letters only.']);
    expect(field.item.parse('a1')).toBe('a1');
  });
});

describe('addresses, e-mail and phone', () => {
  it('take http(s) addresses and paths on this site, nothing else', () => {
    const { write } = url();
    for (const good of ['https://example.com/a?b', 'http://x.y', '/', '/pricing#plans']) {
      expect(refusals(write, good), good).toEqual([]);
    }
    for (const bad of ['//evil.example', '/\\evil', 'javascript:alert(1)', 'www.x.com', '/a b']) {
      expect(refusals(write, bad), bad).toEqual([UrlMessages.orPath]);
    }
    // Text checks do not stop at the first (zod): the spec's message comes first.
    expect(refusals(write, '')[0]).toBe(ALL_FIELDS_REQUIRED);
  });

  it('refuse a path where only absolute addresses are taken; blank when optional', () => {
    const { write } = url({ paths: false, required: false });
    expect(refusals(write, '/pricing')).toEqual([UrlMessages.absolute]);
    expect(refusals(write, '')).toEqual([]);
  });

  it('check an e-mail and a phone number, blank allowed when optional', () => {
    expect(refusals(email().write, 'bad@')).toEqual(['Enter an e-mail address.']);
    expect(refusals(email({ required: false }).write, '')).toEqual([]);
    expect(refusals(phone().write, '12')).toHaveLength(1);
    expect(refusals(phone({ required: false }).write, '')).toEqual([]);
  });
});

describe('numbers, flags, options and days', () => {
  it('coerce a whole number and refuse one out of range in the field’s words', () => {
    const field = number({ min: 1, max: 5, messages: { tooLarge: 'At most 5.' } });
    expect(field.write.parse('3')).toBe(3);
    expect(refusals(field.write, '6')).toEqual(['At most 5.']);
    expect(refusals(field.write, 0)).toEqual(['Enter 1 or more.']);
    expect(refusals(field.write, 1.5)).toEqual(['Enter a whole number.']);
  });

  it('read "true" and "false" as a form sends them; a status may be left out', () => {
    expect(boolean().write.parse('false')).toBe(false);
    expect(refusals(boolean().write, undefined)).toHaveLength(1);
    expect(status().write.parse(undefined)).toBeUndefined();
    expect(status().visitor).toBe(false);
  });

  it('refuse an option not offered and a day outside the range', () => {
    expect(refusals(select({ options: ['a', 'b'] }).write, 'c')).toEqual(['Choose one of: a, b.']);
    const day = date({ label: 'The first day' }).write;
    expect(refusals(day, '1999-12-31')).toEqual([
      'The first day must be between 2000-01-01 and 2100-12-31.',
    ]);
    expect(refusals(date({ label: 'x', required: false }).write, '')).toEqual([]);
  });
});

describe('a declaration made from its fields', () => {
  it('answers with _id and every field in order, images as stored paths', () => {
    const item = itemSchema(everyKind);
    expect(Object.keys(item.shape)).toEqual(['_id', ...Object.keys(everyKind)]);
    expect(item.parse({ _id: 'a', ...sampleValues(everyKind) })).toBeTruthy();
  });

  it('writes every field but the images, strictly or dropping unknown keys', () => {
    const strict = createSchema(everyKind, { strict: true });
    expect(Object.keys(strict.shape)).not.toContain('picture');
    expect(strict.parse(sampleWrite(everyKind))).toBeTruthy();
    expect(strict.safeParse({ ...sampleWrite(everyKind), extra: 1 }).success).toBe(false);
    const loose = createSchema(everyKind, { strict: false });
    expect(loose.parse({ ...sampleWrite(everyKind), extra: 1 })).not.toHaveProperty('extra');
  });

  it('gives the image rules define.ts takes and names what visitors see', () => {
    expect(imageRules(everyKind)).toEqual({
      picture: { required: true, alt: 'mayBeDecorative' },
    });
    expect(visitorFields(everyKind)).not.toContain('isActive');
  });

  it('stores each kind in a column recordFields knows', () => {
    const create = createSchema(everyKind, { strict: true });
    const definition = { kind: 'singleton', key: 'x', images: imageRules(everyKind) } as const;
    const kinds = recordFields({
      ...definition,
      item: itemSchema(everyKind),
      fields: create,
    } as unknown as Parameters<typeof recordFields>[0]).map((field) => field.kind);
    expect(kinds).toContain('integer');
    expect(kinds).toContain('boolean');
    expect(kinds).toContain('image');
  });
});
