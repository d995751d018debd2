import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AttendancePolicyDialog } from '@/components/AttendancePolicyDialog';
import { ResetPasswordDialog } from '@/features/auth/components/ResetPasswordDialog';
import { useLogout } from '@/features/auth/hooks/useLogout';
import { isAdministrator, rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { visuallyHidden } from '@/components/visually-hidden';

function initials(first?: string, last?: string): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';
}

/** The avatar dropdown: name and e-mail, then Profile … Logout (spec 01 §2 "Top bar"). */
export function AccountMenu() {
  const { userData, nislData } = useSession();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'password' | 'policy' | null>(null);
  const close = () => setAnchor(null);
  // The dialogs open from a menu item that is gone when they close: the focus goes back to the
  // account button instead of falling to the page (WCAG 2.4.3).
  const button = useRef<HTMLButtonElement>(null);
  const closeDialog = () => {
    setDialog(null);
    window.requestAnimationFrame(() => button.current?.focus());
  };
  const name = [userData?.first_name, userData?.last_name].filter(Boolean).join(' ') || userData?.username || '';

  return (
    <>
      <IconButton
        ref={button}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar src={userData?.avatar ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}>
          {initials(userData?.first_name, userData?.last_name)}
        </Avatar>
        {/* Named by what it shows and a hidden text ('SS Account menu'), not an aria-label that leaves the initials out (WCAG 2.5.3). */}
        <Box component="span" sx={visuallyHidden}>
          Account menu
        </Box>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {userData?.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setDialog('password');
          }}
        >
          Reset Password
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setDialog('policy');
          }}
        >
          Attendance Policy
        </MenuItem>
        <MenuItem component={RouterLink} to="/support" onClick={close}>
          Support
        </MenuItem>
        {isAdministrator(rolesOf(nislData)) && (
          <MenuItem component={RouterLink} to="/admin" onClick={close}>
            Admin
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
      <ResetPasswordDialog open={dialog === 'password'} onClose={closeDialog} />
      <AttendancePolicyDialog open={dialog === 'policy'} onClose={closeDialog} />
    </>
  );
}
