import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { DraftBannerSendBack } from '../DraftBanner';

export interface ReviewQueueActionsProps {
  /** The publish button's words: "Publish", "Publish delete", "Publish new order". */
  publishLabel: string;
  /** Who the buttons are about, for screen readers: each card's buttons read apart. */
  name: string;
  /** Send back's own words for it, when they differ ("new order of Testimonials"). */
  sendBackName?: string;
  busy: boolean;
  sendingBack: boolean;
  onPublish: () => void;
  onStartSendBack: () => void;
  onSendBack: (note: string) => void;
  onCancelSendBack: () => void;
}

/** A waiting draft's decision: Publish, or Send back with a note for the editor. */
export function ReviewQueueActions({
  publishLabel,
  name,
  sendBackName = name,
  busy,
  sendingBack,
  onPublish,
  onStartSendBack,
  onSendBack,
  onCancelSendBack,
}: ReviewQueueActionsProps) {
  if (sendingBack) {
    return <DraftBannerSendBack busy={busy} onSend={onSendBack} onCancel={onCancelSendBack} />;
  }
  return (
    <div className="review-queue__actions">
      <button
        type="button"
        className="team-button team-button--primary"
        disabled={busy}
        onClick={onPublish}
      >
        {publishLabel}
        <VisuallyHidden> {name}</VisuallyHidden>
      </button>
      <button type="button" className="team-button" disabled={busy} onClick={onStartSendBack}>
        Send back<VisuallyHidden> {sendBackName}</VisuallyHidden>
      </button>
    </div>
  );
}
