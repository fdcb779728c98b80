import { useId } from 'react';

export interface AdminFormUploadProgressProps {
  /** The share of the new images sent so far, from 0 to 1. */
  sent: number;
}

/**
 * The upload's progress beside the save button, so an editor on a slow link sees the save is
 * moving. A native <progress> named by its visible label ("Uploading image… 42%"); not a live
 * region, which would read out every step.
 */
export function AdminFormUploadProgress({ sent }: AdminFormUploadProgressProps) {
  const id = useId();
  // Rounded down: 100% only once every byte has gone.
  const percent = Math.floor(Math.min(1, Math.max(0, sent)) * 100);
  return (
    <div className="admin-form__upload">
      <label htmlFor={id}>{`Uploading image… ${percent}%`}</label>
      <progress id={id} className="admin-form__upload-bar" max={100} value={percent} />
    </div>
  );
}
