import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivePreviewState } from '@/src/console/ContentPreview';
import { SETTLE_MS, useLivePreview } from './useLivePreview';
import type { LivePreviewInput } from './useLivePreview';

// The sdk call, answered by hand: each call's answer waits until the test gives it.
const calls: Array<{ values: Record<string, string>; answer: (html: string) => void }> = [];
vi.mock('@/sdk', () => ({
  sdk: {
    preview: {
      render: (input: { values: Record<string, string> }) =>
        new Promise<{ html: string }>((resolve) => {
          calls.push({ values: input.values, answer: (html) => resolve({ html }) });
        }),
    },
  },
  ApiError: class ApiError extends Error {},
}));

let seen: LivePreviewState | null = null;
function Probe(props: LivePreviewInput) {
  seen = useLivePreview(props);
  return null;
}

const base = { token: 't'.repeat(43), page: '/', contentKey: 'home', id: 'home-1' } as const;
let root: ReturnType<typeof createRoot>;
const show = (values: Record<string, string> | null) =>
  act(() => root.render(<Probe {...base} values={values} />));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  calls.length = 0;
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useLivePreview', () => {
  it('asks once typing stops, with the last values, and shows the answer', async () => {
    await show(null);
    expect(seen).toBeNull();
    await show({ bannerTitle: 'T' });
    await wait(SETTLE_MS / 2);
    await show({ bannerTitle: 'Ty' });
    await wait(SETTLE_MS / 2);
    await show({ bannerTitle: 'Typed' });
    expect(seen?.state).toBe('updating');
    await wait(SETTLE_MS);
    expect(calls.map((c) => c.values.bannerTitle)).toEqual(['Typed']);
    await act(async () => calls[0]?.answer('<h1>Typed</h1>'));
    expect(seen).toEqual({ html: '<h1>Typed</h1>', state: 'shown', message: null });
  });

  it('drops an answer that later typing overtook, and shows nothing once all is saved', async () => {
    await show({ bannerTitle: 'First' });
    await wait(SETTLE_MS);
    await show({ bannerTitle: 'Second' });
    await wait(SETTLE_MS);
    expect(calls).toHaveLength(2);
    await act(async () => calls[0]?.answer('<h1>First</h1>'));
    expect(seen).toEqual({ html: null, state: 'updating', message: null });
    await act(async () => calls[1]?.answer('<h1>Second</h1>'));
    expect(seen?.html).toBe('<h1>Second</h1>');
    await show(null);
    expect(seen).toBeNull();
  });
});
