import { Link } from 'react-router-dom';
import type { TrashItem } from '@/sdk/content/history';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { formatDateTime } from '../format';
import { LoadError } from '../LoadError';
import { contentKindLabel } from '../navigation';
import { TeamTable } from '../TeamTable';
import '../teamScreens.css';

export interface TrashListProps {
  /** Deleted records, newest delete first; null while loading. */
  items: readonly TrashItem[] | null;
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
  /** Puts an item back on the site (its place and any draft with it). */
  onRestore: (item: TrashItem) => void;
  /** Whether the user may change the site; without it there is no Restore (review is on). */
  mayRestore?: boolean;
  /** Trash items being restored. */
  pendingIds?: readonly string[];
  /** A record's history, to see what it held before it was deleted. */
  historyPath?: (item: TrashItem) => string;
}

/**
 * The Trash screen: deleted items with who deleted them and when (India time), how long they are
 * kept, and Restore. A delete is never final at once: the toast's Undo, then this.
 */
export function TrashList({
  items,
  loadError = null,
  onRetry = () => {},
  onRestore,
  mayRestore = true,
  pendingIds = [],
  historyPath,
}: TrashListProps) {
  if (loadError) {
    return (
      <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
    );
  }
  return (
    <TeamTable
      label="Deleted items"
      caption={<>Trash{items ? ` (${items.length})` : ''}</>}
      columns={['Item', 'Kind', 'Deleted', 'Kept until', 'Action']}
      message={
        items === null ? 'Loading the trash…' : items.length === 0 ? 'The trash is empty.' : null
      }
    >
      {items?.map((item) => (
        <tr key={item._id}>
          <td>
            {historyPath ? <Link to={historyPath(item)}>{item.name}</Link> : item.name}
            {item.hadDraft ? ' (with a draft)' : ''}
          </td>
          <td>{contentKindLabel(item.key)}</td>
          <td>
            {item.deletedBy}, {formatDateTime(item.deletedAt)}
          </td>
          <td>{formatDateTime(item.purgeAt)}</td>
          <td>
            {mayRestore ? (
              <button
                type="button"
                className="team-button"
                disabled={pendingIds.includes(item._id)}
                onClick={() => onRestore(item)}
              >
                Restore<VisuallyHidden> {item.name}</VisuallyHidden>
              </button>
            ) : (
              'An admin restores it'
            )}
          </td>
        </tr>
      ))}
    </TeamTable>
  );
}
