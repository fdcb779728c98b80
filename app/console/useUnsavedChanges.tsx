import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/src/console/ConfirmDialog';

export interface UnsavedChanges {
  /** The "Leave without saving?" dialog; render it once on the screen. */
  prompt: ReactNode;
  /** Lets the next navigation through: a save that went through and moves on (the list). */
  release: () => void;
}

/**
 * While `dirty`, leaving the screen asks first: a link or the browser's back button through the
 * router's blocker (our dialog), a reload or a closed tab through `beforeunload` (the browser's).
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  // Read when a navigation starts, which may be before React renders again (a save's redirect).
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  const prompt = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      destructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      Your changes on this page are not saved yet. If you leave now, they are lost.
    </ConfirmDialog>
  );
  return { prompt, release };
}
