// Functions that run inside the story's page (page.evaluate): they may use nothing from outside
// their own body.

/**
 * Waits until what the screenshot shows has arrived: fonts, every image (lazy ones are asked for
 * now: a full-page capture shows what is below the fold too), decoded, and two frames painted.
 */
export async function settleForCapture(): Promise<void> {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  await document.fonts.ready;
  const images = [...document.images];
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(
    images.map((image) =>
      image.complete
        ? undefined
        : new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
    ),
  );
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
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
