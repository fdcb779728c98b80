import { loadSharp } from '../media/sharp';

/**
 * Demo pictures drawn as SVG and rasterised by sharp, so a fresh install shows a complete page
 * without any network access or binary files in the repository.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const hsl = (hue: number, s: number, l: number) => `hsl(${hue % 360},${s}%,${l}%)`;

/** A wide illustration: gradient sky, a laptop-like panel, floating shapes and a caption. */
export function illustrationSvg(caption: string, hue: number, width = 1200, height = 800): string {
  const panelW = width * 0.56;
  const panelH = height * 0.5;
  const px = (width - panelW) / 2;
  const py = height * 0.18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 70, 92)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 80)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.12}" cy="${height * 0.2}" r="${height * 0.09}" fill="${hsl(hue + 180, 70, 70)}" opacity="0.7"/>
  <circle cx="${width * 0.88}" cy="${height * 0.75}" r="${height * 0.12}" fill="${hsl(hue + 90, 65, 65)}" opacity="0.6"/>
  <rect x="${px}" y="${py}" width="${panelW}" height="${panelH}" rx="18" fill="#ffffff" stroke="${hsl(hue, 40, 30)}" stroke-width="8"/>
  <rect x="${px + 30}" y="${py + 30}" width="${panelW * 0.45}" height="${panelH - 60}" rx="10" fill="${hsl(hue, 60, 60)}"/>
  <polygon points="${px + panelW * 0.2},${py + panelH * 0.38} ${px + panelW * 0.2},${py + panelH * 0.62} ${px + panelW * 0.3},${py + panelH * 0.5}" fill="#ffffff"/>
  ${[0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${px + panelW * 0.55}" y="${py + 40 + i * (panelH / 5)}" width="${panelW * (0.35 - i * 0.04)}" height="${panelH / 10}" rx="6" fill="${hsl(hue + i * 25, 50, 75)}"/>`,
    )
    .join('\n  ')}
  <rect x="${px - 40}" y="${py + panelH}" width="${panelW + 80}" height="26" rx="10" fill="${hsl(hue, 40, 30)}"/>
  <text x="50%" y="${height * 0.9}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="${Math.round(height / 14)}" font-weight="bold" fill="${hsl(hue, 50, 25)}">${escapeXml(caption)}</text>
</svg>`;
}

/** A client logo: a coloured mark with initials and the name, sized for the 100x30 strip. */
export function logoSvg(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect x="10" y="10" width="100" height="100" rx="24" fill="${hsl(hue, 70, 45)}"/>
  <text x="60" y="78" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>
  <text x="125" y="72" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="bold" fill="${hsl(hue, 50, 25)}">${escapeXml(name.slice(0, 18))}</text>
</svg>`;
}

/** A portrait placeholder for a testimonial: a head-and-shoulders silhouette on a colour. */
export function avatarSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">
  <rect width="100%" height="100%" fill="${hsl(hue, 60, 85)}"/>
  <circle cx="120" cy="95" r="48" fill="${hsl(hue, 45, 40)}"/>
  <path d="M30 240 C30 170 210 170 210 240 Z" fill="${hsl(hue, 45, 40)}"/>
</svg>`;
}

/**
 * Each picture is drawn once per process: the same SVG always gives the same bytes. A server seeds
 * once, so this keeps its 25 pictures (about 100 KB); the test suites build a dozen apps with the
 * demo content on fresh databases, and drawing them again cost each about 0.7 s of CPU.
 */
const drawn = new Map<string, Promise<Buffer>>();
function drawOnce(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  let picture = drawn.get(key);
  if (!picture) {
    picture = draw();
    drawn.set(key, picture);
    // A failed draw is not kept: the next seed tries again.
    picture.catch(() => drawn.delete(key));
  }
  return picture;
}

export const toPng = (svg: string) =>
  drawOnce(`png ${svg}`, async () => (await loadSharp())(Buffer.from(svg)).png().toBuffer());
export const toWebp = (svg: string) =>
  drawOnce(`webp ${svg}`, async () =>
    (await loadSharp())(Buffer.from(svg)).webp({ quality: 85 }).toBuffer(),
  );
