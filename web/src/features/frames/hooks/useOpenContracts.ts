import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { loadPortalConfig } from '@/lib/portal-config';
import { readFrameSession } from '@/lib/frame-session';
import { onlineLearningFrameUrl } from '@/lib/frame-urls';

/**
 * The top bar's Contracts link (spec 01 §2, nisl_manager only): the configured `contracts`
 * page reached through Saba single sign-on, in a new tab. The signed address lives five minutes,
 * so it is asked for on each click; the tab is opened first (inside the click, so no pop-up
 * blocker stops it), cut from the portal (`opener = null`), then sent to the address.
 */
export function useOpenContracts(): () => Promise<void> {
  return useCallback(async () => {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    try {
      const session = readFrameSession();
      if (!session) throw new Error('No session');
      const [config, sso] = await Promise.all([
        loadPortalConfig(),
        api('GET /api/getModernSignalToken/{username}', { params: { username: session.username } }),
      ]);
      const address = onlineLearningFrameUrl(sso.urlSabaSSO, config.frames.contracts);
      if (tab) tab.location.href = address;
      else window.location.assign(address);
    } catch (error) {
      tab?.close();
      throw error;
    }
  }, []);
}
