import { describe, expect, it } from 'vitest';
import { pickRecord, valuesFrom } from './contentFormState';

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

describe('valuesFrom', () => {
  const empty = { title: '', rating: 0, isActive: true };
  it('copies only the form fields whose stored values are text, numbers or flags', () => {
    const record = { _id: 'x', title: 'Hi', rating: 4, isActive: false, extra: 'ignored' };
    expect(valuesFrom(record, empty)).toEqual({ title: 'Hi', rating: 4, isActive: false });
  });
  it('leaves missing, null or object values blank', () => {
    expect(valuesFrom({ title: null, rating: { n: 1 } }, empty)).toEqual(empty);
    expect(valuesFrom(null, empty)).toEqual(empty);
  });
});
