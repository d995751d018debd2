import * as MESSAGES from '@shared/texts/general';
import { TOKEN_ERRORS } from '@shared/auth/texts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '@/test/fixtures';
import { ApiError, NetworkError, SessionExpiredError, api, apiFetch, errorText, isTokenFailure, urlFor } from './api-client';
import { browser } from './navigation';
import { STORAGE_KEYS, clearSession, getToken } from './session';

function mockFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('builds URLs from the shared route table', () => {
    expect(
      urlFor('GET /api/calendar_data/{start}/{end}', {
        params: { start: '2025-01-01', end: '2025-02-01' },
        query: { calendar: 'complete', empty: undefined },
      }),
    ).toBe('/api/calendar_data/2025-01-01/2025-02-01?calendar=complete');
  });

  it('sends the bearer token and the route method', async () => {
    signIn(['participant']);
    const fetchMock = mockFetch(jsonResponse({ ok: true }));
    await expect(api('POST /api/role/get/names', { body: { slugs: ['coach'] } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/role/get/names');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(init?.body).toBe(JSON.stringify({ slugs: ['coach'] }));
  });

  it('sends no token to the public routes', async () => {
    signIn(['participant']);
    const fetchMock = mockFetch(jsonResponse({ sent: true }));
    await api('POST /api/forgot-password', { body: { username: 'x' } });
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it.each([
    [401, { status: TOKEN_ERRORS.expired, message: 'x' }],
    [401, { status: TOKEN_ERRORS.invalid }],
    [401, { status: TOKEN_ERRORS.empty }],
    [500, { message: TOKEN_ERRORS.notRefreshable }],
    [500, { status: TOKEN_ERRORS.invalid }],
  ])('a %i with %j clears the session and goes to /login/SessionExpired', async (status, body) => {
    signIn(['administrator']);
    window.localStorage.setItem(STORAGE_KEYS.masterUser, '{}');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockFetch(jsonResponse(body, status));
    await expect(api('GET /api/portal_banners')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(assign).toHaveBeenCalledWith('/login/SessionExpired');
    expect(getToken()).toBeNull();
    for (const key of Object.values(STORAGE_KEYS)) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('sends the browser to the maintenance address on a 503 with the maintenance header, and keeps the session', async () => {
    signIn(['participant']);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockFetch(jsonResponse({ message: MESSAGES.underMaintenance }, 503, { maintenance: '/maintenance.html' }));
    const refused = await api('GET /api/portal_banners').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('/maintenance.html');
    expect(getToken()).not.toBeNull();
  });

  it('leaves alone a session that ended while the refused request was in flight', async () => {
    signIn(['participant']);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        clearSession(); // signed out meanwhile
        return jsonResponse({ status: TOKEN_ERRORS.invalid }, 401);
      }),
    );
    await expect(api('GET /api/portal_banners')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the session for other 401 and 500 answers', async () => {
    signIn(['participant']);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockFetch(jsonResponse({ message: 'Forbidden thing' }, 401), jsonResponse({ status: 'Token is Expired' }, 403));
    const first = await api('GET /api/portal_banners').catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).not.toBeInstanceOf(SessionExpiredError);
    expect((first as ApiError).message).toBe('Forbidden thing');
    await expect(api('GET /api/portal_banners')).rejects.toMatchObject({ status: 403 });
    expect(assign).not.toHaveBeenCalled();
    expect(getToken()).toBe('token-1');
  });

  it('turns a failed fetch into a NetworkError', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('GET /api/keepalive')).rejects.toBeInstanceOf(NetworkError);
  });

  it('recognises token failures only on 401 and 500', () => {
    expect(isTokenFailure(401, { status: 'Token is Invalid' })).toBe(true);
    expect(isTokenFailure(500, { message: 'Token is empty' })).toBe(true);
    expect(isTokenFailure(403, { status: 'Token is Invalid' })).toBe(false);
    expect(isTokenFailure(401, 'Token is Invalid')).toBe(false);
    expect(isTokenFailure(401, { status: 'Error password' })).toBe(false);
  });
});

describe('errorText', () => {
  const failed = 'The sessions could not be loaded. Please try again.';
  const failure = () =>
    api('GET /api/portal_banners').then(
      () => expect.fail('the call should fail'),
      (error: unknown) => error,
    );

  it("shows a refusal's own text (the spec's wording), else the page's", async () => {
    signIn(['participant']);
    mockFetch(jsonResponse({ message: MESSAGES.cohortNotFound }, 404), jsonResponse({}, 403));
    expect(errorText(await failure(), failed)).toBe(MESSAGES.cohortNotFound);
    expect(errorText(await failure(), failed)).toBe(failed);
  });

  it("never shows the server's text for its own failure: the page's, with the request id the logs carry", async () => {
    signIn(['participant']);
    mockFetch(
      jsonResponse({ message: 'Internal server error' }, 500, { 'x-request-id': 'id-of-the-handler' }),
      jsonResponse({ message: 'Internal Server Error' }, 500, { 'apigw-requestid': 'id-of-api-gateway' }),
      new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      jsonResponse({ message: MESSAGES.internalError, requestId: 'id-in-the-body' }, 500),
    );
    expect(errorText(await failure(), failed)).toBe(`${failed} ${MESSAGES.quoteRequestId('id-of-the-handler')}`);
    expect(errorText(await failure(), failed)).toBe(`${failed} ${MESSAGES.quoteRequestId('id-of-api-gateway')}`);
    expect(errorText(await failure(), failed)).toBe(failed);
    const generic = errorText(await failure(), MESSAGES.internalError);
    expect(generic).toBe(`${MESSAGES.internalError} ${MESSAGES.quoteRequestId('id-in-the-body')}`);
  });

  it('says to check the connection when nothing answered', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure();
    expect(errorText(error, failed)).toBe(`${failed} ${MESSAGES.noConnection}`);
    expect(errorText(error, MESSAGES.internalError)).toBe(MESSAGES.noConnection);
  });
});
