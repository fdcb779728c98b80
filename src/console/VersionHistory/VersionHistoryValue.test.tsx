import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldChange } from '@/sdk/content/history';
import { VersionHistoryValue } from './VersionHistoryValue';

const imageUrl = (path: string) => `https://api.test/${path}`;
const picture: FieldChange = {
  name: 'image',
  kind: 'image',
  before: 'uploads/pages/course.webp',
  after: 'uploads/pages/evening-class.webp',
  changed: true,
};
const drawn = (side: 'before' | 'after', ownAlt?: string) =>
  new DOMParser().parseFromString(
    renderToStaticMarkup(
      <VersionHistoryValue
        change={picture}
        side={side}
        label="After: Picture"
        imageUrl={imageUrl}
        ownAlt={ownAlt}
      />,
    ),
    'text/html',
  ).body;

describe('VersionHistoryValue, a picture', () => {
  it('is a thumbnail named by the field’s label, as a landing image field is', () => {
    const body = drawn('after');
    expect(body.querySelector('img')?.getAttribute('alt')).toBe('After: Picture');
    expect(body.querySelector('img')?.getAttribute('src')).toBe(
      'https://api.test/uploads/pages/evening-class.webp',
    );
    expect(body.textContent).toBe('');
  });

  it('takes a block’s own alt text, empty when decorative, with the file name, never the path', () => {
    const described = drawn('before', 'A laptop showing a live class');
    expect(described.querySelector('img')?.getAttribute('alt')).toBe(
      'A laptop showing a live class',
    );
    expect(described.textContent).toBe('course.webp');
    const decorative = drawn('after', '');
    expect(decorative.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(decorative.textContent).toBe('evening-class.webp');
  });
});
