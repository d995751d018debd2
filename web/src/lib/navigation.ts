/**
 * Leaving the single-page app for a new page load (the session-expired login page, the
 * maintenance site). Kept on an object so that tests can replace it.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export const SESSION_EXPIRED_PATH = '/login/SessionExpired';
