import { describe, expect, it } from 'vitest';
import { moved } from './listOrder';

const list = ['a', 'b', 'c', 'd'].map((_id) => ({ _id }));
const ids = (items: { _id: string }[]) => items.map((x) => x._id);

describe('moving an item of the list onto another one’s place', () => {
  it('moves down and up, shifting the items between', () => {
    expect(ids(moved(list, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(moved(list, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('swaps neighbours, and leaves the list as it was for an unknown id', () => {
    expect(ids(moved(list, 'b', 'c'))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(moved(list, 'x', 'c'))).toEqual(['a', 'b', 'c', 'd']);
    expect(list.map((x) => x._id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
