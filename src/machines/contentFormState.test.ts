import { describe, expect, it } from 'vitest';
import { defaultSuccessMessages } from './contentForm';
import type { ContentFormContext } from './contentForm';
import { pickRecord, savedState } from './contentFormState';

describe('pickRecord', () => {
  const a = { _id: 'a' };
  const b = { _id: 'b' };
  it.each([
    ['a single object, with an id', a, 'b', a],
    ['a single object, without an id', a, undefined, a],
    ['a list, by id', [a, b], 'b', b],
    ['a list, first item without an id', [a, b], undefined, a],
    ['a list missing the id', [a], 'z', null],
    ['a list of non-objects', ['a', 1, null], undefined, null],
    ['null', null, undefined, null],
    ['a string', 'a', 'a', null],
  ])('%s', (_label, output, id, expected) => {
    expect(pickRecord(output, id)).toEqual(expected);
  });
});

describe('savedState', () => {
  const context: ContentFormContext = {
    mode: 'update',
    id: 'h1',
    singleton: true,
    current: { _id: 'h1', bannerTitle: 'Old' },
    saves: 0,
    uploaded: 0,
    errors: { bannerTitle: 'Too long.' },
    loadError: null,
    loadRequestId: null,
    successMessages: defaultSuccessMessages(true),
    redirectTo: undefined,
    updatePath: undefined,
    published: { _id: 'h1', bannerTitle: 'Old' },
    draft: null,
    intent: 'publish',
    acting: null,
  };

  it('starts a singleton over from the record the save answered', () => {
    const saved = { _id: 'h1', bannerTitle: 'New' };
    expect(savedState(context, [saved])).toEqual({
      errors: {},
      current: saved,
      id: 'h1',
      mode: 'update',
      saves: 1,
    });
  });

  it('keeps the form as typed when the save answered no record', () => {
    expect(savedState(context, undefined)).toEqual({ errors: {} });
  });

  it('empties a collection form for the next item', () => {
    expect(savedState({ ...context, singleton: false }, context.current)).toEqual({
      errors: {},
      current: null,
      saves: 1,
    });
  });
});
