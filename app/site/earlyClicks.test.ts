import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './earlyClicks';

/** A server-rendered page: two buttons and a link inside #root, a button outside it. */
function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="demo">Book a Demo</button>
      <button type="button" id="menu">Menu</button>
      <a href="#faq" id="link">FAQ</a>
    </div>
    <button type="button" id="outside">Outside</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    root: byId('root'),
    demo: byId('demo'),
    menu: byId('menu'),
    link: byId('link'),
    outside: byId('outside'),
  };
}

/** What React would do once hydrated: a listener on the root container. */
function hydratedHandler(root: HTMLElement) {
  const seen: string[] = [];
  root.addEventListener('click', (event) => seen.push((event.target as HTMLElement).id));
  return seen;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyClicks', () => {
  it('holds clicks on the page buttons until release, then clicks them again in order', () => {
    const { root, demo, menu } = page();
    const onHeld = vi.fn();
    const clicks = holdEarlyClicks(document, 'root', onHeld);
    const seen = hydratedHandler(root);

    demo.click();
    menu.click();
    expect(seen).toEqual([]);
    expect(onHeld).toHaveBeenCalledTimes(2);

    clicks.release();
    expect(seen).toEqual(['demo', 'menu']);
  });

  it('holds a click on something inside a button (its icon or label)', () => {
    const { root, demo } = page();
    const icon = document.createElement('span');
    demo.append(icon);
    const clicks = holdEarlyClicks(document, 'root', () => undefined);
    const seen = hydratedHandler(root);

    icon.click();
    expect(seen).toEqual([]);
    clicks.release();
    expect(seen).toEqual(['demo']);
  });

  it('lets links and buttons outside the page through, and every click after release', () => {
    const { root, demo, link, outside } = page();
    const onHeld = vi.fn();
    const clicks = holdEarlyClicks(document, 'root', onHeld);
    const outsideClicks = vi.fn();
    outside.addEventListener('click', outsideClicks);
    const seen = hydratedHandler(root);

    link.click();
    outside.click();
    expect(seen).toEqual(['link']);
    expect(outsideClicks).toHaveBeenCalledOnce();
    expect(onHeld).not.toHaveBeenCalled();

    clicks.release();
    demo.click();
    expect(seen).toEqual(['link', 'demo']);
    expect(onHeld).not.toHaveBeenCalled();
  });

  it('does not replay a button the hydrated page no longer shows, nor anything twice', () => {
    const { root, demo, menu } = page();
    const clicks = holdEarlyClicks(document, 'root', () => undefined);
    demo.click();
    menu.click();
    menu.remove();
    const seen = hydratedHandler(root);

    clicks.release();
    clicks.release();
    expect(seen).toEqual(['demo']);
  });
});
