import { Fragment } from 'react';

/**
 * An e-mail address that may break only before its "@" and its dots (issue 47): a narrow column
 * shows "principal.sharma / @brightfuture / .in", never "principal.sha / rma@brig".
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
