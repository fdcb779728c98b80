import { useEffect, useState } from 'react';
import { sdk } from '@/sdk';

/**
 * Whether this server can e-mail a password reset link (issue 47 item 5): null while it is asked,
 * false when it cannot or the question fails (the sign-in and reset pages then offer no e-mail).
 */
export function useResetByEmail(): boolean | null {
  const [byEmail, setByEmail] = useState<boolean | null>(null);
  useEffect(() => {
    sdk.passwordReset
      .options()
      .then((options) => setByEmail(options.byEmail))
      .catch(() => setByEmail(false));
  }, []);
  return byEmail;
}
