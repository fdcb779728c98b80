import { useCallback, useEffect, useState } from 'react';
import { sdk } from '@/sdk';
import type { Role, User, UserChange, UserCreate } from '@/sdk/schemas/users';
import type { PasswordResetLink } from '@/sdk/schemas/passwordReset';
import { UsersPanel } from '@/src/console/UsersPanel';
import { failureMessage, loadFailure } from '@/app/console/apiFailure';
import { fieldErrors } from '@/app/console/fieldErrors';
import type { LoadFailure } from '@/app/console/apiFailure';
import { useCurrentUser } from '@/app/console/useCurrentUser';

const LOAD_FAILED = 'The users could not be loaded. Please try again.';
const failure = (e: unknown) =>
  failureMessage(e, 'The users could not be loaded or changed. Please try again.');

/** /users (admins only): the staff accounts. */
export function Component() {
  const { user: me } = useCurrentUser();
  const [users, setUsers] = useState<User[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<LoadFailure | null>(null);
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const [resetLink, setResetLink] = useState<PasswordResetLink | null>(null);

  const reload = useCallback(
    () =>
      sdk.users
        .list()
        .then((list) => {
          setUsers(list);
          setLoadError(null);
        })
        .catch((e: unknown) => setLoadError(loadFailure(e, LOAD_FAILED))),
    [],
  );
  useEffect(() => void reload(), [reload]);

  /**
   * Runs one change, shows the server's refusal (the last admin's 409) above the panel, or at the
   * field it names (a taken username), then lists again.
   */
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    setUsernameError(null);
    work()
      .then(reload)
      .catch((e: unknown) => {
        const errors = fieldErrors(e, ['username'], failure(e));
        setUsernameError(errors.username ?? null);
        setError(errors.general ?? null);
      })
      .finally(() => setBusy(false));
  };
  const change = (input: UserChange) => run(() => sdk.users.update(input));
  const create = (input: UserCreate) =>
    run(async () => {
      setCreated(null);
      setResetLink(null);
      const answer = await sdk.users.create(input);
      setCreated({ username: answer.user.username, password: answer.password });
    });
  /** A single-use link for the user, shown once (issue 47 item 5). */
  const sendReset = (user: User) =>
    run(async () => {
      setResetLink(null);
      setCreated(null);
      setResetLink(await sdk.passwordReset.createLink({ userId: user._id }));
    });
  /** Confirmed in the panel's own dialog (UsersPanel). */
  const remove = (user: User) => run(() => sdk.users.delete({ userId: user._id }));
  return (
    <UsersPanel
      users={users ?? []}
      loading={users === null && !loadError}
      loadError={loadError}
      onRetry={() => void reload()}
      currentUserId={me._id}
      onCreate={create}
      onChangeRole={(userId, role: Role) => change({ userId, role })}
      onSetDisabled={(userId, disabled) => change({ userId, disabled })}
      onDelete={remove}
      onSendReset={sendReset}
      resetLink={resetLink}
      onResetDone={() => setResetLink(null)}
      created={created}
      error={error}
      usernameError={usernameError}
      busy={busy}
    />
  );
}
