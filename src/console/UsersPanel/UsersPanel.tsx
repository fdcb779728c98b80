import { useId, useState, type FormEvent } from 'react';
import { Role } from '@/sdk/schemas/users';
import type { User, UserCreate } from '@/sdk/schemas/users';
import { TextField } from '../TextField';
import { UsersPanelRow } from './UsersPanelRow';
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
  /** Deletes a user (the container asks for confirmation). */
  onDelete: (user: User) => void;
  /** The one-time password of the user just created, shown once. */
  created?: { username: string; password: string } | null;
  /** The server's refusal, e.g. the last active admin's 409. */
  error?: string | null;
  /** Shows a loading line while the list is fetched. */
  loading?: boolean;
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
  created,
  error,
  loading = false,
  busy = false,
}: UsersPanelProps) {
  const [username, setUsername] = useState('');
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
      {created ? (
        <div className="team-notice" role="status">
          <p>
            Created <strong>{created.username}</strong>. Their one-time password (shown only now;
            they choose their own at first sign-in):
          </p>
          <p className="team-secret" data-testid="one-time-password">
            {created.password}
          </p>
        </div>
      ) : null}
      <table className="team-table">
        <caption>Users</caption>
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={4}>Loading users…</td>
            </tr>
          ) : (
            users.map((user) => (
              <UsersPanelRow
                key={user._id}
                user={user}
                self={user._id === currentUserId}
                busy={busy}
                onChangeRole={onChangeRole}
                onSetDisabled={onSetDisabled}
                onDelete={onDelete}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
