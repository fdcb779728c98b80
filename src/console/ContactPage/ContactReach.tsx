import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { formatPhone } from '../format';
import { EmailText } from '../LeadsTable';

export interface ContactReachProps {
  /** The contact's e-mail addresses, as the enquiries gave them. */
  emails: readonly string[];
  /** Its Indian mobile numbers, ten digits each. */
  mobiles: readonly string[];
}

/**
 * Call, WhatsApp and e-mail as one row of thumb-sized links to the contact's first number and
 * address (issue 47 item 1), each naming what it uses; every number and address is written out
 * beneath, the others as links of their own. WhatsApp's click-to-chat wants 91 before the number.
 */
export function ContactReach({ emails, mobiles }: ContactReachProps) {
  const [mobile] = mobiles;
  const [email] = emails;
  return (
    <div className="contact-reach">
      <ul className="contact-reach__actions" aria-label="Reach">
        {mobile ? (
          <>
            <li>
              <a className="contact-reach__link" href={`tel:+91${mobile}`}>
                Call<VisuallyHidden> {formatPhone(mobile)}</VisuallyHidden>
              </a>
            </li>
            <li>
              <a
                className="contact-reach__link"
                href={`https://wa.me/91${mobile}`}
                target="_blank"
                rel="noreferrer"
              >
                WhatsApp<VisuallyHidden> {formatPhone(mobile)} (opens WhatsApp)</VisuallyHidden>
              </a>
            </li>
          </>
        ) : null}
        {email ? (
          <li>
            <a className="contact-reach__link" href={`mailto:${email}`}>
              E-mail<VisuallyHidden> {email}</VisuallyHidden>
            </a>
          </li>
        ) : null}
      </ul>
      <p className="contact-reach__all">
        {mobiles.map((m) => (
          <a key={m} className="contact-reach__mobile" href={`tel:+91${m}`}>
            {formatPhone(m)}
          </a>
        ))}
        {emails.map((e) => (
          <a key={e} className="contact-reach__email" href={`mailto:${e}`}>
            <EmailText email={e} />
          </a>
        ))}
      </p>
    </div>
  );
}
