import { act } from 'react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

// A visitor's page in a dom test: drawn as the server draws it (no window), then hydrated as the
// browser hydrates it, with what React said about the match. Shared by the landing page's and
// the landing-section block's tests, which both assert "no warning, no recoverable error".

/** The element's HTML as the server renders it: no window (lazy parts must be loaded first). */
export function serverHtml(element: ReactElement): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

export interface Hydrated {
  root: Root;
  /** Errors React recovered from (a mismatch it patched over). */
  errors: unknown[];
  /** console.error and console.warn, spied: a hydration warning lands in one of them. */
  logged: ReturnType<typeof vi.spyOn>[];
}

/**
 * Hydrates `html` in `container` with `element`, with what jsdom lacks and the count-up and the
 * carousels ask for: reduced motion, and visibility that never fires. The caller restores mocks.
 */
export async function hydrateServerHtml(
  container: HTMLElement,
  html: string,
  element: ReactElement,
): Promise<Hydrated> {
  container.innerHTML = html;
  vi.stubGlobal('matchMedia', () => ({
    matches: true,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }),
  );
  return { root, errors, logged };
}
