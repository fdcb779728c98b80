import { describe, expect, it } from 'vitest';
import { contentEntry } from '../navigation';
import { contentFormModel, fieldLabels } from './contentFormModel';

describe('fieldLabels: what history and review call each stored field', () => {
  it('names an image, its alt text and its decorative flag apart', () => {
    const labels = fieldLabels(contentFormModel(contentEntry('clients')!, 'update'));
    expect(labels.clientImg).toBe('Client Image');
    expect(labels.clientImgAlt).toBe('Client Image: Alt text');
    expect(labels.clientImgDecorative).toBe('Client Image: Decorative (no alt text)');
    // The on/off switch lives on the list, yet a draft or version may change it (issue 47).
    expect(labels.isActive).toBe('Shown on the site');
    // Every label is different, so no two rows of a comparison read the same.
    expect(new Set(Object.values(labels)).size).toBe(Object.keys(labels).length);
  });
});
