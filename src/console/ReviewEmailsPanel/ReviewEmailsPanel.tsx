import type { ReviewEmailsBlocked } from '@/sdk/schemas/users';
import { Toggle } from '../Toggle';
import '../teamScreens.css';

export interface ReviewEmailsPanelProps {
  /** The signed-in user's name: said when it is not an e-mail address. */
  username: string;
  /** The switch as shown: the saved setting, or the one on its way while `saving`. */
  on: boolean;
  /** Why no review e-mail can reach this user (`CurrentUser.reviewEmailsBlocked`); null: they can. */
  blocked: ReviewEmailsBlocked | null;
  /** Called with the new setting when the user flips the switch. */
  onChange: (next: boolean) => void;
  /** The change is on its way: the switch waits. */
  saving?: boolean;
  /** The last change was not saved (the switch shows the setting that holds). */
  error?: string | null;
}

export const SWITCH_LABEL = 'E-mail me about reviews';

/** Plain words for a user no review e-mail can reach, whatever the switch. */
export const blockedReason = (blocked: ReviewEmailsBlocked, username: string): string =>
  blocked === 'no-smtp'
    ? 'This site sends no e-mail: no mail server is set up (SMTP_HOST). Ask whoever runs the site if you want review e-mails.'
    : `Your username, ${username}, is not an e-mail address, and review e-mails go to the username. Ask an admin for a user named by your address if you want them.`;

/**
 * My account's "E-mail me about reviews" (issue 47): reviewers hear when a draft waits, editors
 * when their asked-for draft is published (by hand or by a release) or sent back. Where no mail
 * can reach the user, it says why instead of offering a switch that would change nothing.
 */
export function ReviewEmailsPanel({
  username,
  on,
  blocked,
  onChange,
  saving = false,
  error = null,
}: ReviewEmailsPanelProps) {
  return (
    <section className="team-panel" aria-labelledby="review-emails-heading">
      <h2 id="review-emails-heading">Review e-mails</h2>
      {blocked ? (
        <p>{blockedReason(blocked, username)}</p>
      ) : (
        <>
          <p>
            An e-mail to {username} when a draft waits for your review, and when a draft you asked
            review for is published or sent back.
          </p>
          <div className="team-row">
            <Toggle checked={on} onChange={onChange} label={SWITCH_LABEL} disabled={saving} />
            {/* Said once it is known; the toast says it too, this stays. */}
            <span role="status">{saving ? 'Saving…' : ''}</span>
          </div>
          {error ? (
            <p className="team-notice team-notice--error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
