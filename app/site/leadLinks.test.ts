import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLeadLinksInModal } from './leadLinks';

/** A server-rendered page: a call to action (with an icon inside), a plain link, a button. */
function page() {
  document.body.innerHTML = `
    <div id="root">
      <a id="cta" href="/book-a-demo?cta=banner%3A%20Get%20Free%20Consultant"
         data-lead-cta="banner: Get Free Consultant"><span id="icon">→</span> Get Free Consultant</a>
      <a id="faq" href="#faq">FAQ</a>
      <button type="button" id="menu">Menu</button>
    </div>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

/** Clicks like a person: a cancelable, bubbling click with the given buttons and keys. */
function click(target: HTMLElement, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

const stops: (() => void)[] = [];
/** Listens like the page's first script, until the test ends. */
const listen = (open: Parameters<typeof openLeadLinksInModal>[1]) => {
  const stop = openLeadLinksInModal(document, open);
  stops.push(stop);
  return stop;
};

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
});

describe('openLeadLinksInModal', () => {
  it('opens the modal for a call to action, with its label, instead of following the link', () => {
    const byId = page();
    const open = vi.fn();
    listen(open);
    const event = click(byId('icon'));
    expect(event.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledExactlyOnceWith('banner: Get Free Consultant', byId('cta'));
  });

  it('leaves other links, buttons, and a click meant for a new tab or window to the browser', () => {
    const byId = page();
    const open = vi.fn();
    listen(open);
    expect(click(byId('faq')).defaultPrevented).toBe(false);
    expect(click(byId('menu')).defaultPrevented).toBe(false);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(byId('cta'), init).defaultPrevented).toBe(false);
    }
    expect(open).not.toHaveBeenCalled();
  });

  it('leaves a click something else already handled', () => {
    const byId = page();
    const open = vi.fn();
    listen(open);
    byId('cta').addEventListener('click', (event) => event.preventDefault());
    click(byId('cta'));
    expect(open).not.toHaveBeenCalled();
  });

  it('stops when told to', () => {
    const byId = page();
    const open = vi.fn();
    listen(open)();
    expect(click(byId('cta')).defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
