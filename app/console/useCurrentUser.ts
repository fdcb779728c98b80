import { useCallback, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { sdk } from '@/sdk';
import type { CurrentUser } from '@/sdk/schemas/users';
import { loadFailure } from './apiFailure';
import type { LoadFailure } from './apiFailure';

/** Who is signed in (asked once per console visit); a 401 signs out (the sdk client's rule). */
export function useLoadCurrentUser(): {
  user: CurrentUser | null;
  error: LoadFailure | null;
  reload: () => void;
} {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    sdk.account
      .me()
      .then((me) => live && setUser(me))
      .catch((e: unknown) => {
        if (live) setError(loadFailure(e, 'The console could not be loaded. Please try again.'));
      });
    return () => {
      live = false;
    };
  }, [round]);
  return { user, error, reload: useCallback(() => setRound((r) => r + 1), []) };
}

/** What the console shell hands its screens (react-router's outlet context). */
export interface ConsoleOutletContext {
  user: CurrentUser;
  /** Asks the server again (after the own password changed, the one-time flag is gone). */
  reloadUser: () => void;
}

/** The signed-in user, inside a console screen. */
export const useCurrentUser = () => useOutletContext<ConsoleOutletContext>();
