import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as MESSAGES from '@shared/texts/general';
import { useRoleNames } from '@/lib/impersonation-api';
import { useMasterUser, useSession } from '@/lib/session';
import { useCloseLoginAs } from '@/lib/use-login-as';

/**
 * Shown while a master user is saved (spec 01 §2 "Impersonation bar"): who is being acted as, their
 * role names, and CLOSE, which restores the administrator's session.
 */
export function ImpersonationBar() {
  const master = useMasterUser();
  const { token, nislData, userData } = useSession();
  const slugs = nislData?.roles_un ?? [];
  const roles = useRoleNames(slugs, master !== null && token !== null && slugs.length > 0);
  const close = useCloseLoginAs();
  if (!master) return null;

  const name = [userData?.first_name, userData?.last_name].filter(Boolean).join(' ') || nislData?.username || '';
  const roleNames = slugs.map((slug) => roles.data?.find((role) => role.slug === slug)?.name ?? slug);
  const masterName = [master.userData?.first_name, master.userData?.last_name].filter(Boolean).join(' ');

  return (
    <Box
      role="region"
      aria-label="Login As"
      sx={{
        px: { xs: 1, sm: 3 },
        py: 1,
        bgcolor: 'warning.light',
        color: 'warning.contrastText',
        borderBottom: 1,
        borderColor: 'warning.main',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ fontWeight: 600 }}>
          Logged in as <span data-testid="impersonated-name">{name}</span>
          {nislData?.username ? ` (${nislData.username})` : ''}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="Roles">
          {roleNames.map((role) => (
            <Chip key={role} label={role} size="small" />
          ))}
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        {masterName && (
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            by {masterName}
          </Typography>
        )}
        <Button
          variant="contained"
          color="inherit"
          size="small"
          loading={close.isPending}
          onClick={() => close.mutate()}
          sx={{ color: 'text.primary' }}
        >
          CLOSE
        </Button>
      </Stack>
      {close.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {MESSAGES.internalError}
        </Alert>
      )}
    </Box>
  );
}
