import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useModalDialog } from '@/src/hooks/useModalDialog';
import { PreviewLinksForm } from '../PreviewLinks';
import type { PreviewLinksFormProps } from '../PreviewLinks';
import '../PreviewLinks/PreviewLinks.css';
import './PreviewShareDialog.css';

export interface PreviewShareDialogProps extends PreviewLinksFormProps {
  /** Shows the dialog (modal); the parent owns this state. */
  open: boolean;
  /** Close or Escape. */
  onClose: () => void;
  /** The screen listing every link, to revoke them. */
  managePath?: string;
}

/** From a form: make a preview link of the drafts and copy it, without leaving the form. */
export function PreviewShareDialog({
  open,
  onClose,
  managePath,
  ...form
}: PreviewShareDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialog = useModalDialog({ open, onClose, initialFocus: closeRef });
  return (
    <dialog
      ref={dialog.dialogRef}
      className="preview-share"
      aria-labelledby={titleId}
      onCancel={dialog.onCancel}
    >
      {open ? (
        <div className="preview-share__panel">
          <h2 id={titleId} className="preview-share__title">
            Share a preview link
          </h2>
          <p className="preview-share__intro">
            The link shows the public site with every draft applied, to someone without an account.
          </p>
          <PreviewLinksForm {...form} />
          <div className="preview-share__actions">
            {managePath ? <Link to={managePath}>See and revoke all links</Link> : <span />}
            <button ref={closeRef} type="button" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
