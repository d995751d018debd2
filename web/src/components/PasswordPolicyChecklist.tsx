import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ADMIN_POLICY_RULES, adminPolicyChecks } from '@shared/auth/password-policy';
import { visuallyHidden } from './visually-hidden';

/**
 * The administrator policy as a checklist that follows the typed password: the "requirements
 * shown above" of the spec's message, on every form where an administrator chooses a password.
 */
export function PasswordPolicyChecklist({ password }: { password: string }) {
  const checks = adminPolicyChecks(password);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        Your password must have:
      </Typography>
      <List dense disablePadding aria-label="Password requirements">
        {ADMIN_POLICY_RULES.map(({ rule, label }) => (
          <ListItem key={rule} disableGutters data-met={checks[rule]} sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 30 }}>
              {checks[rule] ? <CheckCircle fontSize="small" color="success" /> : <RadioButtonUnchecked fontSize="small" color="disabled" />}
            </ListItemIcon>
            <ListItemText
              primary={label}
              secondary={
                <Box component="span" sx={visuallyHidden}>
                  {checks[rule] ? 'met' : 'not met'}
                </Box>
              }
              sx={{ my: 0, color: checks[rule] ? 'success.main' : 'text.secondary' }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
