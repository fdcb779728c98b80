import { useEffect } from 'react';
import { Toaster, toast, useToasterStore, type DefaultToastOptions } from 'react-hot-toast';
import { TOAST_SETTINGS } from './toastSettings';

export interface SiteToasterProps {
  /**
   * `site` (public pages): error 4 s, success 2 s. `admin` (console): every finished toast hides
   * after 5 s, so an editor has time to read what was saved. Loading toasts always wait for dismiss.
   */
  variant?: 'site' | 'admin';
}

const siteOptions: DefaultToastOptions = {
  error: { duration: TOAST_SETTINGS.errorMs },
  success: { duration: TOAST_SETTINGS.successMs },
  loading: { duration: TOAST_SETTINGS.loadingMs },
};

const adminOptions: DefaultToastOptions = {
  duration: TOAST_SETTINGS.adminMs,
  error: { duration: TOAST_SETTINGS.adminMs },
  success: { duration: TOAST_SETTINGS.adminMs },
  loading: { duration: TOAST_SETTINGS.loadingMs },
};

/**
 * react-hot-toast keeps 20 toasts by default but offers no public setting for it, so the limit is
 * enforced here: the store lists the newest first, and anything beyond the limit is dismissed.
 */
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

/** The one toaster of the app, mounted once near the root; call `toast.*` from anywhere. */
export function SiteToaster({ variant = 'site' }: SiteToasterProps) {
  useToastLimit(TOAST_SETTINGS.limit);
  return (
    <Toaster
      position={TOAST_SETTINGS.position}
      toastOptions={{
        ...(variant === 'admin' ? adminOptions : siteOptions),
        // Tokens keep toasts in the brand's type and contrast.
        style: {
          fontFamily: 'var(--font-sans, system-ui, sans-serif)',
          color: 'var(--color-text, #0f172a)',
        },
      }}
    />
  );
}
