import { useCallback, useEffect, useState } from 'react';
import { ApiError, sdk } from '@/sdk';
import type {
  SecurityOverview,
  TwoFactorConfirmation,
  TwoFactorEnable,
  TwoFactorSetup,
} from '@/sdk/schemas/twoFactor';
import { failureMessage } from './apiFailure';

type FieldErrors = Partial<Record<'currentPassword' | 'code', string>>;

/** A refusal about the code or the current password stands beside that field; any other above the section. */
function split(error: unknown): { field: FieldErrors; general: string | null } {
  const field: FieldErrors = {};
  if (error instanceof ApiError) {
    for (const issue of error.issues) {
      const name = issue.path[0];
      if ((name === 'code' || name === 'currentPassword') && !field[name])
        field[name] = issue.message;
    }
  }
  const general = Object.keys(field).length
    ? null
    : failureMessage(error, 'The change could not be saved. Please try again.');
  return { field, general };
}

/**
 * My account's two-factor sign-in: the calls, what they answered (a set-up, recovery codes shown
 * once) and their refusals; for admins also the site's "require two-factor for admins". After a
 * change the current user is asked again (its twoFactor status moves the console shell).
 */
export function useTwoFactor({
  isAdmin,
  reloadUser,
}: {
  isAdmin: boolean;
  reloadUser: () => void;
}) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [overview, setOverview] = useState<SecurityOverview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const loadOverview = useCallback(() => {
    if (!isAdmin) return;
    sdk.security
      .get()
      .then(setOverview)
      .catch((e: unknown) => setError(split(e).general));
  }, [isAdmin]);
  useEffect(loadOverview, [loadOverview]);

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    work()
      .catch((e: unknown) => {
        const { field, general } = split(e);
        setFieldErrors(field);
        setError(general);
      })
      .finally(() => setBusy(false));
  };
  const changed = () => {
    reloadUser();
    loadOverview();
  };

  return {
    setup,
    recoveryCodes,
    busy,
    error,
    fieldErrors,
    requirementOverview: overview,
    start: () => run(async () => setSetup(await sdk.account.startTwoFactor())),
    enable: (enable: TwoFactorEnable) =>
      run(async () => {
        const { recoveryCodes: codes } = await sdk.account.enableTwoFactor(enable);
        setSetup(null);
        setRecoveryCodes(codes);
        changed();
      }),
    cancelSetup: () => {
      setSetup(null);
      setFieldErrors({});
    },
    renewCodes: (confirmation: TwoFactorConfirmation) =>
      run(async () => {
        setRecoveryCodes((await sdk.account.renewRecoveryCodes(confirmation)).recoveryCodes);
        changed();
      }),
    disable: (confirmation: TwoFactorConfirmation) =>
      run(async () => {
        await sdk.account.disableTwoFactor(confirmation);
        changed();
      }),
    codesDone: () => setRecoveryCodes(null),
    changeRequirement: (on: boolean) =>
      run(async () => {
        setOverview(await sdk.security.update({ requireTwoFactorForAdmins: on }));
      }),
  };
}
