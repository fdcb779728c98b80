import { useEffect, useId, useRef, useState } from 'react';

export interface AdminLayoutUserMenuProps {
  /** The signed-in user's name (the avatar's initials come from it). */
  userName: string;
  /** The user's role, shown under the name ("admin", "editor"). */
  userRole?: string;
  /** URL of the avatar picture; initials are drawn when there is none. */
  avatarUrl?: string | null;
  /** Called when Logout is chosen. */
  onLogout: () => void;
  /** Called when Profile is chosen (the spec gives it no target yet). */
  onProfile?: () => void;
  /** Called when Settings is chosen; without it the menu has no Settings item (never a dead one). */
  onSettings?: () => void;
}

/** Up to two initials from the name's words ("priya.verma" reads PV), letters and digits only. */
export const initials = (name: string) =>
  name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase())
    .join('');

/**
 * The user menu as a disclosure (a button that shows a list of actions): simpler and better
 * supported by screen readers than an ARIA menu for three items. Escape and outside clicks close it.
 */
export function AdminLayoutUserMenu({
  userName,
  userRole,
  avatarUrl,
  onLogout,
  onProfile,
  onSettings,
}: AdminLayoutUserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const choose = (action?: () => void) => () => {
    setOpen(false);
    action?.();
  };

  return (
    <div className="admin-user" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="admin-user__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {avatarUrl ? (
          <img className="admin-user__avatar" src={avatarUrl} alt="" width={32} height={32} />
        ) : (
          <span className="admin-user__avatar admin-user__avatar--initials" aria-hidden="true">
            {initials(userName)}
          </span>
        )}
        <span className="admin-user__name">
          {userName}
          {userRole ? (
            <>
              {' '}
              <span className="admin-user__role">{userRole}</span>
            </>
          ) : null}
        </span>
        <span className="admin-user__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={listId} className="admin-user__list" hidden={!open}>
        <li>
          <button type="button" onClick={choose(onProfile)}>
            Profile
          </button>
        </li>
        {onSettings ? (
          <li>
            <button type="button" onClick={choose(onSettings)}>
              Settings
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={choose(onLogout)}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
