import type { SecurityOverview } from '@/sdk/schemas/twoFactor';
import { Toggle } from '../Toggle';

export interface TwoFactorPanelRequirementProps {
  /** The site's rule and the admins who have not set two-factor up. */
  overview: SecurityOverview;
  /** Whether the admin looking has two-factor on: only then may they switch the rule on. */
  ownTwoFactorOn: boolean;
  /** Called with the rule's next state. */
  onChange: (on: boolean) => void;
  busy?: boolean;
}

/** Admins only: "Require two-factor sign-in for admins", and whom it stops until they set it up. */
export function TwoFactorPanelRequirement({
  overview,
  ownTwoFactorOn,
  onChange,
  busy = false,
}: TwoFactorPanelRequirementProps) {
  const on = overview.requireTwoFactorForAdmins;
  const waiting = overview.adminsWithoutTwoFactor;
  return (
    <section className="two-factor__requirement" aria-label="Sign-in rules for admins">
      <h3>For every admin</h3>
      <Toggle
        checked={on}
        label="Require two-factor sign-in for admins"
        onChange={onChange}
        disabled={busy || (!on && !ownTwoFactorOn)}
      />
      {!on && !ownTwoFactorOn ? (
        <p>Turn on two-factor sign-in for your own account first, so you cannot be locked out.</p>
      ) : null}
      {waiting.length > 0 ? (
        <p>
          {on
            ? 'These admins can do nothing but set it up until they do: '
            : 'Admins without two-factor sign-in (they would have to set it up first): '}
          {waiting.join(', ')}.
        </p>
      ) : (
        <p>Every admin has two-factor sign-in on.</p>
      )}
    </section>
  );
}
