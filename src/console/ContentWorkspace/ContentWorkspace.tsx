import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './ContentWorkspace.css';

export interface ContentWorkspaceProps {
  /** The form of the record. */
  children: ReactNode;
  /** Above the form: the record's draft (DraftBanner), when it has one. */
  banner?: ReactNode;
  /** Whether the preview stands beside the form. */
  previewOpen: boolean;
  onPreviewOpenChange: (open: boolean) => void;
  /** The preview panel (ContentPreview), rendered while open. */
  preview?: ReactNode;
  /** Opens the share dialog (a preview link for someone without an account). */
  onShare?: () => void;
  /** The record's history (versions, comparison, restore). */
  historyPath?: string;
}

/**
 * A content form with what issue 37 puts around it: the draft banner on top, a toolbar (preview,
 * share, history), and the preview beside the form on a wide screen (above it on a narrow one,
 * where a 4,000 px form would hide it).
 */
export function ContentWorkspace({
  children,
  banner,
  previewOpen,
  onPreviewOpenChange,
  preview,
  onShare,
  historyPath,
}: ContentWorkspaceProps) {
  const previewId = useId();
  return (
    <div className={`content-workspace${previewOpen ? ' content-workspace--preview' : ''}`}>
      <div className="content-workspace__toolbar">
        <button
          type="button"
          aria-expanded={previewOpen}
          aria-controls={previewOpen ? previewId : undefined}
          onClick={() => onPreviewOpenChange(!previewOpen)}
        >
          {previewOpen ? 'Hide preview' : 'Show preview'}
        </button>
        {onShare ? (
          <button type="button" onClick={onShare}>
            Share preview link
          </button>
        ) : null}
        {historyPath ? <Link to={historyPath}>History</Link> : null}
      </div>
      {banner ? <div className="content-workspace__banner">{banner}</div> : null}
      {previewOpen ? (
        <div id={previewId} className="content-workspace__preview">
          {preview}
        </div>
      ) : null}
      <div className="content-workspace__form">{children}</div>
    </div>
  );
}
