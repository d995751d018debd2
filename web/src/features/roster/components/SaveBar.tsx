import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SyncIcon from '@mui/icons-material/Sync';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as MESSAGES from '@shared/texts/general';
import { type ReactNode, useRef } from 'react';
import type { SaveStatus } from '../hooks/useRosterSheet';

const STATUS: Record<SaveStatus, { icon: ReactNode; text: string; detail?: string }> = {
  saved: { icon: <CheckCircleOutlineIcon fontSize="small" color="success" />, text: MESSAGES.attendanceAllSaved },
  unsaved: { icon: <EditNoteIcon fontSize="small" />, text: MESSAGES.attendanceUnsaved },
  saving: { icon: <SyncIcon fontSize="small" />, text: MESSAGES.attendanceSaving },
  queued: {
    icon: <CloudOffIcon fontSize="small" color="warning" />,
    text: MESSAGES.attendanceNotSavedYet,
    detail: MESSAGES.attendanceQueued,
  },
  conflict: { icon: <WarningAmberIcon fontSize="small" color="warning" />, text: MESSAGES.attendanceNotSavedYet },
};

interface Props {
  status: SaveStatus;
  canSave: boolean;
  onSave: () => void;
  onRetry: () => void;
}

/**
 * Save Attendance at the bottom of the screen whatever is scrolled (sticky), with where the
 * changes are told in words and an icon: saved, unsaved, saving, not saved yet (queued for the
 * connection, with Retry now) or met someone else's save.
 */
export function SaveBar({ status, canSave, onSave, onRetry }: Props) {
  const shown = STATUS[status];
  // Save Attendance turns disabled while saving and after, and Retry now goes once the save is sent:
  // the focus either had goes to the words that follow the save (not to the page's body, where Tab
  // would start again from the top).
  const statusRef = useRef<HTMLDivElement>(null);
  const keepFocus = (button: HTMLElement) => {
    if (document.activeElement === button) statusRef.current?.focus();
  };
  return (
    <Paper
      elevation={6}
      square
      component="section"
      aria-label="Save attendance"
      data-testid="save-bar"
      sx={{ position: 'sticky', bottom: 0, zIndex: (theme) => theme.zIndex.appBar - 1, mt: 2, mx: -2, mb: -2, px: 2, py: 1 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box
          ref={statusRef}
          role="status"
          aria-live="polite"
          tabIndex={-1}
          data-testid="save-status-region"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minWidth: 0,
            borderRadius: 1,
            '&:focus': { outline: 'none' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {shown.icon}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="save-status" data-status={status}>
              {shown.text}
            </Typography>
            {shown.detail && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {shown.detail}
              </Typography>
            )}
          </Box>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, justifyContent: 'flex-end' }}>
          {status === 'queued' && (
            <Button
              size="small"
              onClick={(event) => {
                keepFocus(event.currentTarget);
                onRetry();
              }}
              data-testid="save-retry"
            >
              Retry now
            </Button>
          )}
          <Button
            variant="contained"
            disabled={!canSave}
            onClick={(event) => {
              keepFocus(event.currentTarget);
              onSave();
            }}
            data-testid="save-attendance"
          >
            Save Attendance
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
