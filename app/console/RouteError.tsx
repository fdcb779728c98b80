import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Whatever a route throws ends here: a plain message, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  // The details go to the console for whoever debugs; the visitor gets a sentence.
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="status-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        {notFound ? 'This page does not exist' : 'Something went wrong'}
      </h1>
      <p>
        {notFound
          ? 'The link may be old, or the address may have a typo.'
          : 'Please reload the page. If it happens again, try again in a few minutes.'}
      </p>
      <Link to="/">Go to the home page</Link>
    </main>
  );
}
