import { PORTAL_NAME } from '@shared/constants';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useOpenContracts } from '@/features/frames';
import { FindParticipant } from '@/features/participants';
import { rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { AccountMenu } from './AccountMenu';
import { DashboardNav } from './DashboardNav';
import { topBarItems } from './top-bar-items';

/**
 * `menuOpen`: the left menu shows its labels (wide screens) or its drawer is open (phones); the
 * toggle's aria-expanded. `onOpenData`: the Data item opens the Data Sets dialog (the shell holds
 * it, so that the phone's menu opens it too).
 */
export function TopBar({
  menuOpen,
  narrow,
  onToggleMenu,
  onOpenData,
}: {
  menuOpen: boolean;
  narrow: boolean;
  onToggleMenu: () => void;
  onOpenData: () => void;
}) {
  const { nislData } = useSession();
  const items = useMemo(() => topBarItems(rolesOf(nislData)), [nislData]);
  const openContracts = useOpenContracts();
  const actions = useMemo(
    () => ({
      contracts: () => void openContracts().catch((error: unknown) => console.error('Contracts could not be opened', error)),
      data: onOpenData,
    }),
    [openContracts, onOpenData],
  );
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label="Toggle main menu" aria-expanded={menuOpen} onClick={onToggleMenu}>
          {menuOpen ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', display: { xs: 'none', md: 'block' }, mr: 2 }}
        >
          {PORTAL_NAME}
        </Typography>
        <DashboardNav items={items} narrow={narrow} actions={actions} />
        <Box sx={{ flexGrow: 1 }} />
        <FindParticipant />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
