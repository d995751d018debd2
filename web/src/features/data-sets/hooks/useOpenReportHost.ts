import { useCallback, useState } from 'react';
import { readFrameSession } from '@/lib/frame-session';
import { tokenFrameUrl } from '@/lib/frame-urls';
import { loadPortalConfig } from '@/lib/portal-config';

/** The reports that live on an external content host (spec 03 §2.12): their frame names in portal-config.json. */
export type ReportHost = 'attendance-pre-2019' | 'feedback-diagnostics';

/**
 * The pre-2019 attendance report and the Feedback Diagnostics Data are opened by navigating to
 * an external content host with the person's token (spec 03 §2.12, docs/frames.md): the
 * configured address with `token`, in a new tab so the dialog stays. The tab is opened inside
 * the click (no pop-up blocker stops it) and cut from the portal (`opener = null`).
 */
function useOpenTab(): (host: ReportHost) => Promise<void> {
  return useCallback(async (host: ReportHost) => {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    try {
      const session = readFrameSession();
      if (!session) throw new Error('No session');
      const config = await loadPortalConfig();
      const address = tokenFrameUrl(config.frames[host], session);
      if (tab) tab.location.href = address;
      else window.location.assign(address);
    } catch (error) {
      tab?.close();
      throw error;
    }
  }, []);
}

/** A dialog's opener of report hosts: `open` inside the click; `failed` until dismissed or the next try. */
export interface ReportHostOpener {
  open: (host: ReportHost) => void;
  failed: boolean;
  dismiss: () => void;
}

export function useOpenReportHost(): ReportHostOpener {
  const openTab = useOpenTab();
  const [failed, setFailed] = useState(false);
  const open = useCallback(
    (host: ReportHost) => {
      setFailed(false);
      openTab(host).catch(() => setFailed(true));
    },
    [openTab],
  );
  return { open, failed, dismiss: useCallback(() => setFailed(false), []) };
}
