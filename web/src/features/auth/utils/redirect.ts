interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Only same-site paths: never `//host` or a full URL. */
function safePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login/')) return null;
  return value;
}

/** Where to go after signing in: the location the user first asked for, else the root. */
export function redirectTarget(state: unknown, search: URLSearchParams): string {
  const from = (state as FromState | null)?.from;
  if (from?.pathname) {
    const path = safePath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
    if (path) return path;
  }
  return safePath(search.get('redirect')) ?? '/';
}
