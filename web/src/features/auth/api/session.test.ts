import { MAINTENANCE_HEADER } from '@shared/auth/types';
import { SESSION } from '@shared/constants';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/navigation';
import { getNislData, getToken } from '@/lib/session';
import { jsonResponse, signIn } from '@/test/fixtures';
import { useKeepAlive } from '../hooks/useKeepAlive';
import { keepAlive } from './session';

afterEach(() => {
  vi.useRealTimers();
});

describe('keep-alive', () => {
  it('stores the refreshed token', async () => {
    signIn(['participant']);
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ token: 'fresh', expiresAt: '2030-01-01T00:00:00Z' }));
    vi.stubGlobal('fetch', fetchMock);
    await keepAlive();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/keepalive');
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(getToken()).toBe('fresh');
    expect(localStorage.getItem('jwt token')).toBe('fresh');
    expect(getNislData()?.token).toBe('fresh');
  });

  it('goes to the maintenance site when the header is set', async () => {
    signIn(['participant']);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          jsonResponse({ token: 'fresh', expiresAt: 'x' }, 200, { [MAINTENANCE_HEADER]: 'https://maintenance.example.org/' }),
        ),
    );
    await keepAlive();
    expect(assign).toHaveBeenCalledWith('https://maintenance.example.org/');
    expect(getToken()).toBe('token-1');
  });

  it('keeps a senior admin in the portal during maintenance, so that they can turn it off', async () => {
    signIn(['senior_admin', 'administrator']);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse({ token: 'fresh', expiresAt: 'x' }, 200, { [MAINTENANCE_HEADER]: '/maintenance.html' })),
    );
    await keepAlive();
    expect(assign).not.toHaveBeenCalled();
    expect(getToken()).toBe('fresh');
  });

  it('beats when the shell opens and then every SESSION.keepAliveMinutes while mounted', async () => {
    vi.useFakeTimers();
    signIn(['participant']);
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => jsonResponse({ token: 'fresh', expiresAt: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderHook(() => useKeepAlive());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION.keepAliveMinutes * 60_000 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unmount();
    await vi.advanceTimersByTimeAsync(SESSION.keepAliveMinutes * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
