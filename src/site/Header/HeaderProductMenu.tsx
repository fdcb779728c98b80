import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FocusEvent, KeyboardEvent } from 'react';
import type { LinkGroup } from '@/sdk/content';
import { isSiteLink } from '@/sdk/content/linkLines';

export type HeaderProductMenuProps = {
  /** The mega-menu's columns of external links. */
  groups: readonly LinkGroup[];
};

/**
 * The Product mega-menu: a disclosure (button + panel of links), not an ARIA menu, because its
 * content is plain navigation. Opens on hover, on click, on keyboard focus of the button and on
 * ArrowDown; Escape closes it and puts focus back on the button; leaving it closes it.
 */
export function HeaderProductMenu({ groups }: HeaderProductMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Focus we move back to the button ourselves must not reopen the menu we just closed.
  const returningFocus = useRef(false);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) {
      returningFocus.current = true;
      buttonRef.current?.focus();
      returningFocus.current = false;
    }
  };

  const onButtonFocus = () => {
    // Only keyboard focus opens it; a mouse press focuses the button too and the click toggles.
    if (!returningFocus.current && buttonRef.current?.matches(':focus-visible')) setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      // Render the panel now, so its first link exists to take focus.
      flushSync(() => setOpen(true));
      panelRef.current?.querySelector('a')?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // Listeners on the item catch events from the button and links inside it (hover over the
    // whole area, Escape from any link); the item itself is not focusable or clickable.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="site-nav__item product-menu"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__link product-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onFocus={onButtonFocus}
      >
        Product
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div ref={panelRef} id={panelId} className="product-menu__panel" hidden={!open}>
        {groups.map((group, i) => (
          <div key={group.title} className="product-menu__group">
            {/* By position: a title with a space ("Other Products") made an id that named two. */}
            <p className="product-menu__title" id={`${panelId}-group-${i}`}>
              {group.title}
            </p>
            <ul aria-labelledby={`${panelId}-group-${i}`}>
              {group.links.map((link) => (
                <li key={link.label}>
                  {isSiteLink(link.href) ? (
                    <a href={link.href}>{link.label}</a>
                  ) : (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}
