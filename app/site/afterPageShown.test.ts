import { describe, expect, it, vi } from 'vitest';
import { afterPageShown } from './afterPageShown';

type Callback = (list: unknown, observer: { disconnect(): void }) => void;

/** A window whose load event, timers and largest-paint reports the test fires by hand. */
function fakeWindow({ readyState = 'loading', reportsPaint = true } = {}) {
  const load: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observers: { callback: Callback; disconnected: boolean; type?: string }[] = [];
  class FakeObserver {
    static supportedEntryTypes = reportsPaint ? ['paint', 'largest-contentful-paint'] : ['paint'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe({ type }: { type: string }) {
      this.entry.type = type;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const win = {
    document: { readyState },
    PerformanceObserver: FakeObserver,
    setTimeout: (run: () => void) => timers.push(run),
    addEventListener: (type: string, run: () => void) => type === 'load' && load.push(run),
  } as unknown as Parameters<typeof afterPageShown>[0];
  return {
    win,
    fireLoad: () => load.forEach((run) => run()),
    fireTimers: () => timers.forEach((run) => run()),
    reportPaint: () =>
      observers.forEach((o) => o.callback([], { disconnect: () => (o.disconnected = true) })),
    observers,
  };
}

describe('afterPageShown', () => {
  it('waits for the load event, then for the browser to report the largest paint', () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterPageShown(page.win, start);
    expect(page.observers).toEqual([]);

    page.fireLoad();
    expect(start).not.toHaveBeenCalled();
    expect(page.observers[0]?.type).toBe('largest-contentful-paint');

    page.reportPaint();
    expect(start).toHaveBeenCalledOnce();
    expect(page.observers[0]?.disconnected).toBe(true);
    page.fireTimers();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at load where the browser reports no largest paint', () => {
    const page = fakeWindow({ reportsPaint: false });
    const start = vi.fn();
    afterPageShown(page.win, start);
    expect(start).not.toHaveBeenCalled();
    page.fireLoad();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts after the fallback when no paint is ever reported (a background tab)', () => {
    const page = fakeWindow({ readyState: 'complete' });
    const start = vi.fn();
    afterPageShown(page.win, start);
    expect(start).not.toHaveBeenCalled();
    page.fireTimers();
    expect(start).toHaveBeenCalledOnce();
    page.reportPaint();
    expect(start).toHaveBeenCalledOnce();
  });
});
