// Functions that run inside the story's page (page.evaluate): they may use nothing from outside
// their own body.

/** What the page must reach before a capture, and what keeps it from getting there. */
export interface RestOptions {
  /** Leave the focused element focused: the story is about focus (`visual: { focus: 'kept' }`). */
  keepFocus: boolean;
  /** How long the page may take to come to rest before the story fails. */
  limitMs: number;
  /** How long nothing may change (and at least three frames) to count as at rest. */
  quietMs: number;
}

/**
 * Brings the page to rest for a capture, the same way every run however busy the machine:
 * scrolled to the top; focus taken off whatever holds it (a dialog's first button shows its
 * focus ring or not depending on when the focus landed); toasts held where they are (their
 * timers paused, as when the pointer is over them, so one cannot leave between two widths);
 * fonts and every image (lazy ones too: a full-page capture shows what is below the fold)
 * loaded and decoded; every finite animation and transition run to its end (a toast's entrance,
 * a drawer sliding in); then nothing in the document changing for `quietMs` and three frames.
 * Returns null at rest, or what was still changing when `limitMs` ran out.
 */
export async function comeToRest({
  keepFocus,
  limitMs,
  quietMs,
}: RestOptions): Promise<string | null> {
  const started = performance.now();
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const focused = document.activeElement;
  if (!keepFocus && focused instanceof HTMLElement && focused !== document.body) focused.blur();
  // react-hot-toast pauses its toasts' timers while the pointer is over the toaster (React's
  // mouseenter comes from a mouseover); releaseToasts() lets them run again after the captures.
  for (const toaster of document.querySelectorAll('[data-rht-toaster]'))
    toaster.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));

  let lastChange = performance.now();
  let changed = 'nothing';
  // Storybook's own layer for the a11y panel's highlights keeps changing and is never captured.
  const storybookOwn = '#storybook-highlights-root';
  const elementOf = (node: Node) => (node instanceof Element ? node : node.parentElement);
  const observer = new MutationObserver((all) => {
    const records = all.filter((record) => !elementOf(record.target)?.closest(storybookOwn));
    if (records.length === 0) return;
    lastChange = performance.now();
    const target = records[records.length - 1]?.target;
    const element = target ? elementOf(target) : null;
    changed = element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[
          ...element.classList,
        ]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('')}`
      : 'the document';
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  try {
    let quietFrames = 0;
    while (performance.now() - started < limitMs) {
      // Every wait is bounded by what is left of the limit, so a font or an image that never
      // arrives fails the story with its name instead of hanging it until the runner's timeout.
      const left = () => Math.max(0, limitMs - (performance.now() - started));
      const bounded = <T>(promise: Promise<T>) =>
        Promise.race([promise, new Promise((done) => setTimeout(done, left()))]);
      if (document.fonts.status !== 'loaded') {
        await bounded(document.fonts.ready);
        if (document.fonts.status !== 'loaded') return `fonts still loading after ${limitMs} ms`;
        lastChange = performance.now();
      }
      const images = [...document.images];
      for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
      const pending = images.filter((image) => !image.complete);
      if (pending.length > 0) {
        await bounded(
          Promise.all(
            pending.map(
              (image) =>
                new Promise((done) => {
                  image.addEventListener('load', done, { once: true });
                  image.addEventListener('error', done, { once: true });
                }),
            ),
          ),
        );
        const unloaded = pending.find((image) => !image.complete);
        if (unloaded)
          return `image still loading after ${limitMs} ms: ${unloaded.currentSrc || unloaded.src}`;
        await bounded(Promise.all(pending.map((image) => image.decode().catch(() => undefined))));
        lastChange = performance.now();
      }
      // Run every finite animation to its end state. An endless one (a spinner) cannot end:
      // the screenshot shows it at its start (Playwright's `animations: 'disabled'`).
      let moving = false;
      for (const animation of document.getAnimations()) {
        if (animation.playState === 'finished') continue;
        const end = animation.effect?.getComputedTiming().endTime;
        if (typeof end !== 'number' || !Number.isFinite(end)) continue;
        animation.finish();
        moving = true;
      }
      if (moving) lastChange = performance.now();
      const before = lastChange;
      await frame();
      quietFrames = !moving && lastChange === before ? quietFrames + 1 : 0;
      if (quietFrames >= 3 && performance.now() - lastChange >= quietMs) return null;
    }
    return `still changing after ${limitMs} ms (last: ${changed})`;
  } finally {
    observer.disconnect();
  }
}

/** After the captures: the toasts' timers run again (comeToRest paused them). */
export function releaseToasts(): void {
  for (const toaster of document.querySelectorAll('[data-rht-toaster]'))
    toaster.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }),
    );
}

/**
 * What spills out sideways at this width: the page scrolling horizontally, and every outermost
 * visible element that reaches past the viewport's edges without a scrolling or clipping box
 * around it (a table in its own scroll box is fine; the page panning is not).
 */
export function findSidewaysOverflow(): string[] {
  const page = document.scrollingElement ?? document.documentElement;
  const width = page.clientWidth;
  const problems: string[] = [];
  if (page.scrollWidth > width) {
    problems.push(`the page scrolls sideways: ${page.scrollWidth} px of content in ${width} px`);
  }
  const clippedByAncestor = (element: Element) => {
    for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`;
  };
  const offenders = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.left >= -1 && box.right <= width + 1) continue;
    // Wholly off to the left (a honeypot or skip link parked at -10000px): never seen, never
    // scrolled to. Off to the right is reported: it widens the page.
    if (box.right <= 0) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    if (clippedByAncestor(element)) continue;
    let parent = element.parentElement;
    while (parent && !offenders.has(parent)) parent = parent.parentElement;
    if (parent) continue;
    offenders.add(element);
    problems.push(
      `${describe(element)} spans ${Math.round(box.left)} to ${Math.round(box.right)} px`,
    );
  }
  return problems;
}

/**
 * How much of the page the capture keeps: down to the lowest thing painted (a little more for
 * shadows and focus rings), so a small component is not stored with a screen of white below it.
 * A modal dialog's backdrop covers the viewport, so a story with one open keeps all of it.
 */
export function paintedArea(): { width: number; height: number } {
  const page = document.scrollingElement ?? document.documentElement;
  let bottom = document.querySelector(':modal') ? window.innerHeight : 1;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    bottom = Math.max(bottom, box.bottom + window.scrollY);
  }
  const pageHeight = Math.max(page.scrollHeight, window.innerHeight);
  return { width: page.clientWidth, height: Math.min(Math.ceil(bottom) + 8, pageHeight) };
}
