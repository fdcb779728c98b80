import { useId } from 'react';
import { Link } from 'react-router-dom';
import './NoAccess.css';

export interface NoAccessProps {
  /** The screen that was asked for, as the navigation names it ("Leads"). */
  screen: string;
  /** The signed-in user's role ("editor"). */
  role: string;
  /** Where this role's console starts. */
  homePath: string;
  /** That screen's name, for the link ("Business Online"). */
  homeName: string;
}

/**
 * A console screen the user's role may not open (issue 47): said in words, with the way on,
 * instead of a silent redirect that leaves the user wondering where Leads went. The server
 * refuses the screen's calls with 403 whatever the console shows.
 */
export function NoAccess({ screen, role, homePath, homeName }: NoAccessProps) {
  const titleId = useId();
  return (
    <section className="no-access" aria-labelledby={titleId}>
      <h2 id={titleId} className="no-access__title">
        You don’t have access to {screen}
      </h2>
      <p className="no-access__reason">
        Your role, {role}, does not include {screen}. If you need it, ask an admin to change your
        role on the Users screen.
      </p>
      <Link className="no-access__home" to={homePath}>
        Go to {homeName}
      </Link>
    </section>
  );
}
