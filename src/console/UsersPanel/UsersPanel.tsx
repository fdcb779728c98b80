import { useEffect, useId, useState, type FormEvent } from 'react';
import { Role } from '@/sdk/schemas/users';
import type { User, UserCreate } from '@/sdk/schemas/users';
import type { PasswordResetLink } from '@/sdk/schemas/passwordReset';
import { ConfirmDialog } from '../ConfirmDialog';
import { LoadError } from '../LoadError';
import { TextField } from '../TextField';
import { UsersPanelCreated } from './UsersPanelCreated';
import { UsersPanelReset } from './UsersPanelReset';
import { UsersPanelRow } from './UsersPanelRow';
import { TeamTable } from '../TeamTable';
import '../teamScreens.css';

export interface UsersPanelProps {
  /** Every staff account, as the server lists them. */
  users: readonly User[];
  /** The signed-in admin (it cannot delete itself from here). */
  currentUserId: string;
  /** Creates a user; the server answers a one-time password. */
  onCreate: (input: UserCreate) => void;
  /** Changes a user's role. */
  onChangeRole: (userId: string, role: Role) => void;
  /** Disables (true) or re-enables (false) a user. */
  onSetDisabled: (userId: string, disabled: boolean) => void;
  /** Deletes a user, once the admin has confirmed it in the panel's dialog. */
  onDelete: (user: User) => void;
  /** Makes a password reset link for a user (issue 47 item 5). */
  onSendReset?: (user: User) => void;
  /** The reset link just made, shown once. */
  resetLink?: PasswordResetLink | null;
  /** Hides the reset link for good. */
  onResetDone?: () => void;
  /** The one-time password of the user just created, shown once. */
  created?: { username: string; password: string } | null;
  /** The server's refusal, e.g. the last active admin's 409. */
  error?: string | null;
  /** Why the username was refused (taken): shown under the field. */
  usernameError?: string | null;
  /** Shows a loading line while the list is fetched. */
  loading?: boolean;
  /** Why the list could not be loaded (with the request id): shown instead of the table. */
  loadError?: { message: string; requestId: string | null } | null;
  /** Asks for the list again after a failed load. */
  onRetry?: () => void;
  /** Blocks the controls while a change is on its way. */
  busy?: boolean;
}

/** Users: create staff accounts with a one-time password, change role, disable, delete. */
export function UsersPanel({
  users,
  currentUserId,
  onCreate,
  onChangeRole,
  onSetDisabled,
  onDelete,
  onSendReset = () => {},
  resetLink,
  onResetDone = () => {},
  created,
  error,
  usernameError,
  loading = false,
  loadError,
  onRetry = () => {},
  busy = false,
}: UsersPanelProps) {
  const [username, setUsername] = useState('');
  // A user was created: the form is ready for the next one (the name is in the notice).
  useEffect(() => {
    if (created) setUsername('');
  }, [created]);
  const [role, setRole] = useState<Role>('editor');
  const roleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ username: username.trim(), role });
  };
  return (
    <div className="team-panel">
      {error ? (
        <p className="team-notice team-notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <form aria-label="Create a user" onSubmit={submit} className="team-row">
        <TextField
          label="Username"
          name="username"
          value={username}
          onChange={setUsername}
          required
          disabled={busy}
          autoComplete="off"
          error={usernameError}
        />
        <label htmlFor={roleId}>Role</label>
        <select
          id={roleId}
          className="team-select"
          value={role}
          disabled={busy}
          onChange={(e) => setRole(Role.parse(e.currentTarget.value))}
        >
          {Role.options.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <button type="submit" className="team-button team-button--primary" disabled={busy}>
          Create user
        </button>
      </form>
      {created ? <UsersPanelCreated {...created} /> : null}
      {resetLink ? <UsersPanelReset reset={resetLink} onDone={onResetDone} /> : null}
      {loadError ? (
        <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
      ) : (
        <UsersTable
          {...{ users, currentUserId, onChangeRole, onSetDisabled, onDelete, onSendReset }}
          {...{ loading, busy }}
        />
      )}
    </div>
  );
}

type UsersTableProps = Pick<
  UsersPanelProps,
  | 'users'
  | 'currentUserId'
  | 'onChangeRole'
  | 'onSetDisabled'
  | 'onDelete'
  | 'onSendReset'
  | 'loading'
  | 'busy'
>;

/** The accounts, in a table that scrolls inside its own box on a phone. */
function UsersTable({
  users,
  currentUserId,
  onChangeRole,
  onSetDisabled,
  onDelete,
  onSendReset = () => {},
  loading,
  busy = false,
}: UsersTableProps) {
  // Issue 47: the console's own dialog, not the browser's confirm() (which no test or screen
  // reader treats as part of the page, and which some browsers let a user silence).
  const [toDelete, setToDelete] = useState<User | null>(null);
  return (
    <>
      <TeamTable
        label="User accounts"
        caption="Users"
        columns={['Username', 'Role', 'Status', 'Actions']}
        message={loading ? 'Loading users…' : null}
      >
        {users.map((user) => (
          <UsersPanelRow
            key={user._id}
            user={user}
            self={user._id === currentUserId}
            busy={busy}
            onChangeRole={onChangeRole}
            onSetDisabled={onSetDisabled}
            onDelete={setToDelete}
            onSendReset={onSendReset}
          />
        ))}
      </TeamTable>
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? `Delete the user ${toDelete.username}?` : ''}
        confirmLabel="Delete user"
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) onDelete(toDelete);
          setToDelete(null);
        }}
      >
        <p>They can no longer sign in. Their entries in the audit log stay.</p>
      </ConfirmDialog>
    </>
  );
}
