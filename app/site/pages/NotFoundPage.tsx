/** A real 404 inside the site's header and footer, with a way back. */
export function NotFoundPage() {
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code">404</p>
      <h1 id="not-found-title">This page does not exist</h1>
      <p>The link may be old, or the address may have a typo.</p>
      <a className="button button--primary" href="/">
        Go to the home page
      </a>
    </section>
  );
}
