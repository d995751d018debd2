import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MENU } from '@shared/constants';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '@/components/PageFallback';
import { RequiredStepDialog } from '@/features/auth/components/RequiredStepDialog';
import { DataSets } from '@/features/data-sets';
import { useKeepAlive } from '@/features/auth/hooks/useKeepAlive';
import { useUpdateDataParam } from '@/features/auth/hooks/useUpdateDataParam';
import { useRequiredStep } from '@/features/auth/utils/required-step';
import { LogonPopupDialog, ParticipantNotification, PortalBanner } from '@/features/messages';
import { hasAnyRole } from '@shared/auth/roles';
import { rolesOf } from '@/lib/roles';
import { useMasterUser, useSession } from '@/lib/session';
import { MAIN_CONTENT_ID } from '../route-focus';
import { ImpersonationBar } from './ImpersonationBar';
import { LeftMenu, LeftMenuDrawer } from './LeftMenu';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** Who gets the participant notification (spec 01 §6). */
const PARTICIPANT_NOTIFICATION_ROLES = ['participant', 'bbp_participant'] as const;

/**
 * The portal frame: top bar, collapsible left menu (250/80) and the routed content, with the
 * impersonation bar and the portal banner above the content. A required step (first sign-in,
 * expired administrator password) blocks the page; otherwise the logon popup and, for
 * participants, the participant notification are offered. Neither is offered during Login As, so
 * that an administrator's clicks never answer them for the person.
 *
 * At the narrow breakpoint or less (a phone) the left menu leaves the page flow, so that the
 * content has the full width: the top bar's toggle opens it as a modal drawer with full labels,
 * which also offers the manager's Data (the top bar's item, in its dropdown there).
 */
export default function ShellLayout() {
  useKeepAlive();
  useUpdateDataParam();
  const narrow = useMediaQuery(`(max-width:${MENU.narrowBreakpoint}px)`);
  // Wide screens: the person's choice (collapsed or not), open by default.
  const [choice, setChoice] = useState<boolean | null>(null);
  const collapsed = choice ?? false;
  const width = collapsed ? MENU.siderCollapsedWidth : MENU.siderWidth;
  // Phones: the drawer, closed whenever the width crosses the breakpoint (a rotation, a resized window).
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [narrowBefore, setNarrowBefore] = useState(narrow);
  if (narrowBefore !== narrow) {
    setNarrowBefore(narrow);
    setDrawerOpen(false);
  }
  // The manager's Data Sets dialog, opened from the top bar or from the phone's menu.
  const [dataOpen, setDataOpen] = useState(false);
  const openData = useCallback(() => setDataOpen(true), []);
  const drawerActions = useMemo(
    () => ({
      data: () => {
        setDrawerOpen(false);
        setDataOpen(true);
      },
    }),
    [],
  );
  const step = useRequiredStep();
  const impersonating = useMasterUser() !== null;
  const { nislData } = useSession();
  const messages = !impersonating && step === null;
  const participant = hasAnyRole(rolesOf(nislData), PARTICIPANT_NOTIFICATION_ROLES);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar
        menuOpen={narrow ? drawerOpen : !collapsed}
        narrow={narrow}
        onToggleMenu={() => (narrow ? setDrawerOpen(!drawerOpen) : setChoice(!collapsed))}
        onOpenData={openData}
      />
      {narrow ? (
        <LeftMenuDrawer open={drawerOpen} width={MENU.siderWidth} onClose={() => setDrawerOpen(false)} actions={drawerActions} />
      ) : (
        <LeftMenu collapsed={collapsed} width={width} />
      )}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, '&:focus': { outline: 'none' } }}>
        <Toolbar />
        <ImpersonationBar />
        <PortalBanner />
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <DataSets open={dataOpen} onClose={() => setDataOpen(false)} />
      <RequiredStepDialog step={step} />
      <LogonPopupDialog enabled={messages} />
      <ParticipantNotification enabled={messages && participant} />
    </Box>
  );
}
