import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { firstSignInRequired } from '@shared/auth/texts';
import { ADMIN_PASSWORD_POLICY } from '@shared/constants';
import { useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS, getStoredValue } from '@/lib/session';
import { daysSincePasswordChange } from '../utils/password-rules';
import type { RequiredStep } from '../utils/required-step';

const STEPS: Record<RequiredStep, { title: string; text: () => string; action: string; to: string }> = {
  'first-login': {
    title: 'Complete your profile',
    // The API's refusal of other calls meanwhile says the same (functions/core/middlewares/required-step-gate.ts).
    text: () => firstSignInRequired,
    action: 'Go to my profile',
    to: '/profile',
  },
  'expired-password': {
    title: 'Your password has expired',
    text: () => {
      const days = daysSincePasswordChange(getStoredValue(STORAGE_KEYS.dateLastUpdatePass));
      const since = days === null ? '' : ` It was last changed ${days} days ago.`;
      return `Administrator passwords must be changed every ${ADMIN_PASSWORD_POLICY.maxAgeDays} days.${since} Please choose a new password to continue.`;
    },
    action: 'Change password',
    to: '/new-password',
  },
};

/**
 * The blocking dialog of a required step (utils/required-step.ts): no way around it but its one
 * button. It stays away from the page that completes the step (/profile or /new-password).
 */
export function RequiredStepDialog({ step }: { step: RequiredStep | null }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!step) return null;
  const content = STEPS[step];
  if (pathname === content.to) return null;
  return (
    <Dialog open aria-labelledby="required-step-title" aria-describedby="required-step-text" maxWidth="xs">
      <DialogTitle id="required-step-title">{content.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="required-step-text">{content.text()}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={() => void navigate(content.to)}>
          {content.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
