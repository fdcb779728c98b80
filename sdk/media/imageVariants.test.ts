import { describe, expect, it } from 'vitest';
import { imageVariants, srcSet, variantFiles } from './imageVariants';

const uuid = '3f2c1a9e-0b7d-4c1e-9a55-7d0c2b1e4f60';

describe('image variants named by the stored path', () => {
  it('has none for paths without a width: older uploads, SVG, URLs, nothing', () => {
    for (const path of [
      `uploads/${uuid}.jpg`,
      `uploads/${uuid}-1200w.svg`,
      'https://cdn.example/a-1200w.jpg',
      `uploads/../${uuid}-1200w.jpg`,
      '',
      null,
    ]) {
      expect(imageVariants(path)).toBeNull();
      expect(variantFiles(path)).toEqual([]);
    }
  });

  it('offers WebP and the original format at the smaller widths, never upscaled', () => {
    const variants = imageVariants(`uploads/${uuid}-1000w.png`);
    expect(variants?.fallback.map((c) => c.path)).toEqual([
      `uploads/${uuid}-1000w-480.png`,
      `uploads/${uuid}-1000w-960.png`,
      `uploads/${uuid}-1000w.png`,
    ]);
    expect(variants?.webp.map((c) => c.width)).toEqual([480, 960, 1000]);
    expect(variantFiles(`uploads/${uuid}-300w.gif`)).toEqual([
      { path: `uploads/${uuid}-300w-300.webp`, width: 300 },
    ]);
  });

  it('needs no WebP copies of a WebP, and caps the widest WebP at 3840 px', () => {
    expect(imageVariants(`uploads/${uuid}-800w.webp`)?.webp).toEqual([]);
    expect(imageVariants(`uploads/${uuid}-6000w.jpg`)?.webp.at(-1)?.width).toBe(3840);
  });

  it('writes a srcset through the page’s URL resolver', () => {
    const variants = imageVariants(`uploads/${uuid}-600w.webp`);
    expect(srcSet(variants?.fallback ?? [], (p) => `/${p}`)).toBe(
      `/uploads/${uuid}-600w-480.webp 480w, /uploads/${uuid}-600w.webp 600w`,
    );
  });
});
