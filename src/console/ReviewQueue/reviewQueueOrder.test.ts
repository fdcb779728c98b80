import { describe, expect, it } from 'vitest';
import { movedItems } from './reviewQueueOrder';

const entries = (ids: string) => [...ids].map((id) => ({ id, name: id.toUpperCase() }));

describe('movedItems', () => {
  it('marks the one item dragged, not the ones it passed', () => {
    expect(movedItems(entries('abcdef'), entries('cabdef'))).toEqual(new Map([['c', 3]]));
    expect(movedItems(entries('abcdef'), entries('bcdefa'))).toEqual(new Map([['a', 1]]));
  });

  it('marks nothing when the order is the same', () => {
    expect(movedItems(entries('abc'), entries('abc')).size).toBe(0);
  });

  it('marks as few items as explain the new order', () => {
    expect([...movedItems(entries('abcd'), entries('dcba')).keys()]).toHaveLength(3);
    const moved = movedItems(entries('abcde'), entries('baedc'));
    expect(moved.size).toBe(3);
    expect(moved.get('b')).toBe(2);
    expect(moved.has('a')).toBe(false);
  });

  it('skips an item the site did not list', () => {
    expect(movedItems(entries('ab'), entries('xba'))).toEqual(new Map([['b', 2]]));
  });
});
