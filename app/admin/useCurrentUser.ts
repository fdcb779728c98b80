import { useCallback, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { ApiError, sdk } from '@/sdk';
import type { CurrentUser } from '@/sdk/schemas/users';
import { useAuth } from '@/app/providers/AuthProvider';

/** Who is signed in (asked once per console visit); a 401 signs the browser out. */
export function useLoadCurrentUser(): { user: CurrentUser | null; reload: () => void } {
  const auth = useAuth();
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    sdk.account
      .me()
      .then((me) => live && setUser(me))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 401) auth.send({ type: 'auth.unauthorized' });
      });
    return () => {
      live = false;
    };
  }, [auth, round]);
  return { user, reload: useCallback(() => setRound((r) => r + 1), []) };
}

/** What the console shell hands its screens (react-router's outlet context). */
export interface ConsoleOutletContext {
  user: CurrentUser;
  /** Asks the server again (after the own password changed, the one-time flag is gone). */
  reloadUser: () => void;
}

/** The signed-in user, inside a console screen. */
export const useCurrentUser = () => useOutletContext<ConsoleOutletContext>();
