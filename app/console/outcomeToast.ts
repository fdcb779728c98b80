import toast from 'react-hot-toast';

// One toast per outcome: a console screen's toasts share one id, so a new outcome replaces the
// last one instead of stacking under it (a stale red "failed" under a green "saved").
export const OUTCOME_TOAST_ID = 'console-outcome';

export const outcomeToast = {
  success: (message: string) => void toast.success(message, { id: OUTCOME_TOAST_ID }),
  error: (message: string) => void toast.error(message, { id: OUTCOME_TOAST_ID }),
};
