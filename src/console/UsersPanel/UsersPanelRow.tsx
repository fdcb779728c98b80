import { Role } from '@/sdk/schemas/users';
import type { User } from '@/sdk/schemas/users';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';

export interface UsersPanelRowProps {
  /** The user of this row. */
  user: User;
  /** The signed-in admin's own row: no delete button. */
  self: boolean;
  /** Blocks the controls while a change is on its way. */
  busy: boolean;
  /** Changes the user's role. */
  onChangeRole: (userId: string, role: Role) => void;
  /** Disables or re-enables the user. */
  onSetDisabled: (userId: string, disabled: boolean) => void;
  /** Deletes the user. */
  onDelete: (user: User) => void;
  /** Makes a password reset link for the user (issue 47 item 5). */
  onSendReset: (user: User) => void;
}

/** One user: role picker, status, disable/enable, a password reset link and delete. */
export function UsersPanelRow({
  user,
  self,
  busy,
  onChangeRole,
  onSetDisabled,
  onDelete,
  onSendReset,
}: UsersPanelRowProps) {
  const status = user.disabled
    ? 'Disabled'
    : user.mustChangePassword
      ? 'Active (one-time password)'
      : 'Active';
  return (
    <tr>
      <th scope="row">
        {user.username}
        {self ? ' (you)' : ''}
      </th>
      <td>
        <select
          className="team-select"
          aria-label={`Role of ${user.username}`}
          value={user.role}
          disabled={busy}
          onChange={(e) => onChangeRole(user._id, Role.parse(e.currentTarget.value))}
        >
          {Role.options.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </td>
      <td>{status}</td>
      <td className="team-row">
        <button
          type="button"
          className="team-button"
          disabled={busy}
          onClick={() => onSetDisabled(user._id, !user.disabled)}
        >
          {user.disabled ? 'Enable' : 'Disable'}
          <VisuallyHidden> {user.username}</VisuallyHidden>
        </button>
        {self || user.disabled ? null : (
          <button
            type="button"
            className="team-button"
            disabled={busy}
            onClick={() => onSendReset(user)}
          >
            Send password reset<VisuallyHidden> to {user.username}</VisuallyHidden>
          </button>
        )}
        {self ? null : (
          <button
            type="button"
            className="team-button team-button--danger"
            disabled={busy}
            onClick={() => onDelete(user)}
          >
            Delete<VisuallyHidden> {user.username}</VisuallyHidden>
          </button>
        )}
      </td>
    </tr>
  );
}
