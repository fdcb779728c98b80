import { describe, expect, it } from 'vitest';
import type { ContentDefinition } from './define';
import { landingSections, readLanding } from './landing';

// The one reading of the landing page's sections, shared by the server render (repository) and
// the development render (sdk): a section's first record, a collection's active items.

const records: Record<string, unknown[]> = {
  home: [{ _id: 'home-1' }, { _id: 'home-2' }],
  clients: [
    { _id: 'client-1', isActive: true },
    { _id: 'client-2', isActive: false },
  ],
};
const read = async (definition: ContentDefinition) => {
  if (definition.key === 'course') throw new Error('course is down');
  return records[definition.key] ?? [];
};

describe('reading the landing sections', () => {
  it('gives every section its field: the first record, or the active items', async () => {
    const landing = await readLanding(read);
    expect(Object.keys(landing)).toEqual(Object.keys(landingSections));
    expect(landing.home).toEqual({ _id: 'home-1' });
    expect(landing.clients).toEqual([{ _id: 'client-1', isActive: true }]);
    expect(landing.launch).toBeNull();
    expect(landing.faqs).toEqual([]);
  });

  it('leaves a failed section empty, or fails the whole read when strict', async () => {
    expect((await readLanding(read)).course).toBeNull();
    await expect(readLanding(read, true)).rejects.toThrow('course is down');
  });
});
