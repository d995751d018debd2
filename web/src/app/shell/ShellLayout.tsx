import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MENU } from '@shared/constants';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '@/components/PageFallback';
import { useKeepAlive } from '@/features/auth/hooks/useKeepAlive';
import { LeftMenu } from './LeftMenu';
import { TopBar } from './TopBar';

/** The portal frame: top bar, collapsible left menu (250/80) and the routed content. */
export default function ShellLayout() {
  useKeepAlive();
  const narrow = useMediaQuery(`(max-width:${MENU.narrowBreakpoint}px)`);
  const [choice, setChoice] = useState<boolean | null>(null);
  const collapsed = choice ?? narrow;
  const width = collapsed ? MENU.siderCollapsedWidth : MENU.siderWidth;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar collapsed={collapsed} narrow={narrow} onToggleMenu={() => setChoice(!collapsed)} />
      <LeftMenu collapsed={collapsed} width={width} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
