/** Toast timings and limits (spec section 9), in one place for the site and the admin console. */
export const TOAST_SETTINGS = {
  /** Where toasts appear (spec section 2: top-right). */
  position: 'top-right',
  /** How long an error stays, in ms. */
  errorMs: 4000,
  /** How long a success stays, in ms. */
  successMs: 2000,
  /** A loading toast stays until the code that opened it dismisses it. */
  loadingMs: Number.POSITIVE_INFINITY,
  /** At most this many toasts are kept; older ones are dismissed. */
  limit: 20,
  /** Admin console toasts of every finished kind hide after this many ms. */
  adminMs: 5000,
} as const;
