/**
 * Navigation from outside React (the API client): the app registers the router's navigate;
 * without one the browser loads the path. `browser.assign` is the one place that leaves the
 * single-page app (maintenance site), kept on an object so tests can replace it.
 */
type Navigate = (to: string) => unknown;

let navigateImpl: Navigate | null = null;

export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function setNavigate(navigate: Navigate | null): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  if (navigateImpl) void navigateImpl(to);
  else browser.assign(to);
}

export const SESSION_EXPIRED_PATH = '/login/SessionExpired';
