import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatsBand } from './StatsBand';

// What jsdom lacks: matchMedia (motion allowed here), IntersectionObserver (one the test drives)
// and animation frames (each frame a timer at the time the test sets).
let onScreen: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    onScreen = callback;
  }
  observe() {}
  disconnect() {
    onScreen = null;
  }
}

const business = { cities: 250, teachers: 12000, students: 850000 };
const shown = (container: HTMLElement, label: string) =>
  container.querySelector(`[data-testid="count-${label}"]`)?.textContent;

describe('StatsBand count-up', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    }));
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestAnimationFrame', (tick: (now: number) => void) =>
      setTimeout(() => tick(performance.now()), 16),
    );
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    onScreen = null;
  });

  it('waits, past its delay, until the band is on screen, then counts up to the values', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<StatsBand business={business} />));
    await act(async () => vi.advanceTimersByTime(5000));
    // A band below the fold is not counted (each frame would lay out the page): still zero.
    expect(shown(container, 'Students')).toBe('0+');
    expect(onScreen).not.toBeNull();
    await act(async () => onScreen?.([{ isIntersecting: false }]));
    await act(async () => vi.advanceTimersByTime(2000));
    expect(shown(container, 'Students')).toBe('0+');
    await act(async () => onScreen?.([{ isIntersecting: true }]));
    await act(async () => vi.advanceTimersByTime(500));
    expect(shown(container, 'Students')).not.toBe('0+');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(shown(container, 'Students')).toBe('8,50,000+');
    expect(shown(container, 'Cities')).toBe('250+');
    await act(async () => root.unmount());
  });

  it('does not watch the band before its delay has passed', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<StatsBand business={business} delayMs={2000} />));
    await act(async () => vi.advanceTimersByTime(1500));
    expect(onScreen).toBeNull();
    await act(async () => vi.advanceTimersByTime(600));
    expect(onScreen).not.toBeNull();
    await act(async () => root.unmount());
  });
});
