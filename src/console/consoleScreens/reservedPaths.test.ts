import { describe, expect, it } from 'vitest';
import { PageSlug } from '@/sdk/content';
import { RedirectFrom } from '@/sdk/schemas/redirects';
import { consoleScreens } from '.';

// The server answers a console screen's path before any page (server/render/renderer.ts), so a
// page or a redirect at such an address would never be reached: the sdk refuses them (issue 44).
describe("the console's addresses", () => {
  const segments = [...new Set(consoleScreens.map((screen) => screen.path.split('/')[1] ?? ''))];

  it.each(segments.map((segment) => [segment]))('/%s is no page and no redirect', (segment) => {
    expect(PageSlug.safeParse(segment).success).toBe(false);
    expect(RedirectFrom.safeParse(`/${segment}`).success).toBe(false);
  });
});
