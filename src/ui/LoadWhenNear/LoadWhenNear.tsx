import { Suspense, use, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export type LoadWhenNearProps = {
  /** The content, typically a `React.lazy` component: its code loads once it is near. */
  children: ReactNode;
  /** How far outside the viewport "near" begins (an IntersectionObserver root margin). */
  margin?: string;
};

interface Signal {
  promise: Promise<void>;
  resolve: () => void;
}

const signal = (): Signal => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

const ACTIVITY_EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'keydown', 'touchstart'];
let activity: Promise<void> | null = null;

/** Settles on the visitor's first scroll, pointer movement, touch or key press on the page. */
function firstActivity(): Promise<void> {
  return (activity ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, done, { capture: true, passive: true });
    }
  }));
}

/**
 * Forgets the page's activity, as if the page had just loaded. For the stories only: their page
 * shows story after story (from one file and the next), and each story starts as a fresh visit
 * whatever the stories before it clicked or typed (.storybook/preview.tsx).
 */
export function forgetActivity() {
  activity = null;
}

/** Holds its children back (suspends) until `until` settles; on the server there is none. */
function Gate({ until, children }: { until: Promise<void> | null; children: ReactNode }) {
  if (until) use(until);
  return children;
}

/**
 * Renders its children only once the visitor is active on the page (scrolls, moves the pointer,
 * touches, types) and they are near the viewport. On the server they render at once (the HTML is
 * complete); in the browser a server-rendered child stays as the server's HTML, visible and laid
 * out, until then, and only then its code loads and hydrates. So the page's JavaScript before any
 * interaction never includes it, a visitor who never scrolls to it never downloads it, and
 * nothing moves when it arrives (its styles come with the page).
 */
export function LoadWhenNear({ children, margin = '200px' }: LoadWhenNearProps) {
  const box = useRef<HTMLDivElement>(null);
  // No window on the server: nothing to wait for there.
  const [near] = useState<Signal | null>(() => (typeof window === 'undefined' ? null : signal()));

  useEffect(() => {
    const element = box.current;
    if (!near || !element) return;
    let cancelled = false;
    let observer: IntersectionObserver | null = null;
    void firstActivity().then(() => {
      if (cancelled) return;
      if (typeof IntersectionObserver === 'undefined') return near.resolve();
      observer = whenNear(element, margin, near.resolve);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [near, margin]);

  return (
    <div ref={box} className="load-when-near">
      <Suspense fallback={null}>
        <Gate until={near?.promise ?? null}>{children}</Gate>
      </Suspense>
    </div>
  );
}

/** Calls `then` once `element` comes within `margin` of the viewport. */
function whenNear(element: Element, margin: string, then: () => void): IntersectionObserver {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return observer;
}
