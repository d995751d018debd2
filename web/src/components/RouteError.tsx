/**
 * Shown when a route throws (for instance a page chunk that failed to load after a deploy). Plain
 * elements (app/base.css), in the entry: it must show when no other chunk can be loaded (issue 32).
 */
export function RouteError() {
  return (
    <section className="portal-error-page">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Reloading usually fixes this.</p>
      <button type="button" className="portal-button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
