/** Shown while a lazy page loads; plain (app/base.css): it shows before MUI has loaded (issue 32). */
export function PageFallback() {
  return <div className="portal-progress" role="progressbar" aria-label="Loading page" />;
}
