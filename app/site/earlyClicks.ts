/**
 * The buttons of the public pages do nothing until React has hydrated them (they are all
 * `type="button"`: no form, no native action), and hydration starts only after the page has
 * loaded (app/entry-site.tsx). A click on one of them before that is held here, not lost: it is
 * remembered in order and, once the page is hydrated, each held button is clicked again, so a
 * visitor who pressed "Menu" early gets the menu. Calls to action are links, not buttons: the
 * first script opens the lead modal for them without waiting for hydration (leadLinks.ts).
 */
const HELD = 'button[type="button"]';

export interface EarlyClicks {
  /** Stops holding clicks and clicks each held button again, in the order they were pressed. */
  release(): void;
}

/**
 * Holds clicks on the buttons inside the element `rootId` of `doc` (the page React will hydrate)
 * from now until `release()`; the element may be parsed later. `onHeld` is told of each held
 * click (the entry starts hydrating at once instead of waiting for the load event).
 * Listens on the document in the capture phase, before React's listeners on the root: a click
 * that comes while React is hydrating is held too, and replayed once, not handled twice.
 */
export function holdEarlyClicks(doc: Document, rootId: string, onHeld: () => void): EarlyClicks {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(HELD) : null;
    const root = doc.getElementById(rootId);
    if (!(button instanceof HTMLElement) || !root?.contains(button)) return;
    event.stopPropagation();
    held.push(button);
    onHeld();
  };
  doc.addEventListener('click', hold, true);
  return {
    release() {
      doc.removeEventListener('click', hold, true);
      // A button the hydrated page no longer shows has nothing left to do.
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
  };
}
