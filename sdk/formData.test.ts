import { describe, expect, it } from 'vitest';
import { toFormData } from './formData';

describe('toFormData', () => {
  it('sends text as strings and leaves out empty values and missing images', () => {
    const form = toFormData(
      { clientSectionId: 'c1', isActive: false, rating: 4, clientTitle: undefined },
      { clientImg: null, other: new Blob(['x'], { type: 'image/png' }) },
    );
    expect([...form.keys()]).toEqual(['clientSectionId', 'isActive', 'rating', 'other']);
    expect(form.get('isActive')).toBe('false');
    expect(form.get('rating')).toBe('4');
    expect(form.get('other')).toBeInstanceOf(Blob);
  });
});
