import { VisuallyHidden } from '@/src/ui/VisuallyHidden';

export interface DataTableRowActionsProps {
  /** The row's name in the product's words; completes the buttons' accessible names. */
  itemName: string;
  /** Called when Edit is pressed. */
  onEdit: () => void;
  /**
   * Called when Delete is pressed; the table asks for confirmation before deleting. Without it
   * there is no Delete (a user who may not change the site).
   */
  onDelete?: () => void;
  /** The delete button's word: "Propose delete" for an editor under review (issue 47). */
  deleteLabel?: string;
  /** Disables both buttons, e.g. while the row is being updated. */
  disabled?: boolean;
}

/** The Action column: Edit and Delete, named after the row so a screen reader says which. */
export function DataTableRowActions({
  itemName,
  onEdit,
  onDelete,
  deleteLabel = 'Delete',
  disabled = false,
}: DataTableRowActionsProps) {
  return (
    <span className="data-table__actions">
      <button type="button" className="data-table__action" onClick={onEdit} disabled={disabled}>
        Edit<VisuallyHidden> {itemName}</VisuallyHidden>
      </button>
      {onDelete ? (
        <button
          type="button"
          className="data-table__action data-table__action--danger"
          onClick={onDelete}
          disabled={disabled}
        >
          {deleteLabel}
          <VisuallyHidden> {itemName}</VisuallyHidden>
        </button>
      ) : null}
    </span>
  );
}
