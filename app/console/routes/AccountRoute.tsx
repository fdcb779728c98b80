import { useState } from 'react';
import { sdk } from '@/sdk';
import { can } from '@/sdk/schemas/users';
import type { PasswordChange } from '@/sdk/schemas/users';
import { AccountPanel } from '@/src/console/AccountPanel';
import { ReviewEmailsPanel } from '@/src/console/ReviewEmailsPanel';
import { TwoFactorPanel } from '@/src/console/TwoFactorPanel';
import { failureMessage } from '@/app/console/apiFailure';
import { useCurrentUser } from '@/app/console/useCurrentUser';
import { useReviewEmails } from '@/app/console/useReviewEmails';
import { useTwoFactor } from '@/app/console/useTwoFactor';
import { useAuth } from '@/app/console/AuthProvider';
import { replaceToken } from '@/app/console/tokenStorage';

const failure = (e: unknown) =>
  failureMessage(e, 'The change could not be saved. Please try again.');

/**
 * /account: every user's own password, two-factor sign-in and sessions; review e-mails for the
 * roles that take part in review (content: admins and editors), not sales.
 */
export function Component() {
  const { user, reloadUser } = useCurrentUser();
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const twoFactor = useTwoFactor({ isAdmin: user.role === 'admin', reloadUser });
  const reviewEmails = useReviewEmails(user.reviewEmails, reloadUser);

  const changePassword = (change: PasswordChange) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    sdk.account
      .changePassword(change)
      .then(({ token }) => {
        // Every session ended on the server; this browser carries on with the fresh one.
        replaceToken(token);
        setNotice('Your password is changed; other devices are signed out.');
        reloadUser();
      })
      .catch((e: unknown) => setError(failure(e)))
      .finally(() => setBusy(false));
  };
  const signOutEverywhere = () => {
    setBusy(true);
    sdk.account
      .signOutEverywhere()
      .then(() => auth.send({ type: 'auth.unauthorized' }))
      .catch((e: unknown) => setError(failure(e)))
      .finally(() => setBusy(false));
  };
  return (
    <AccountPanel
      username={user.username}
      role={user.role}
      mustChangePassword={user.mustChangePassword}
      onChangePassword={changePassword}
      onSignOutEverywhere={signOutEverywhere}
      busy={busy}
      error={error}
      notice={notice}
      reviewEmails={
        can(user.role, 'content') ? (
          <ReviewEmailsPanel
            username={user.username}
            on={reviewEmails.on}
            blocked={user.reviewEmailsBlocked}
            onChange={reviewEmails.change}
            saving={reviewEmails.saving}
            error={reviewEmails.error}
          />
        ) : null
      }
      twoFactor={
        <TwoFactorPanel
          status={user.twoFactor}
          setup={twoFactor.setup}
          recoveryCodes={twoFactor.recoveryCodes}
          onStart={twoFactor.start}
          onEnable={twoFactor.enable}
          onCancelSetup={twoFactor.cancelSetup}
          onRenewCodes={twoFactor.renewCodes}
          onDisable={twoFactor.disable}
          onCodesDone={twoFactor.codesDone}
          fieldErrors={twoFactor.fieldErrors}
          error={twoFactor.error}
          busy={twoFactor.busy}
          requirement={
            twoFactor.requirementOverview
              ? { overview: twoFactor.requirementOverview, onChange: twoFactor.changeRequirement }
              : null
          }
        />
      }
    />
  );
}
