import EmailIcon from '@mui/icons-material/Email';
import AssessmentIcon from '@mui/icons-material/Assessment';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import VideocamIcon from '@mui/icons-material/Videocam';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CohortInfo, MeetingInfo } from '@shared/roster/types';

interface Props {
  cohort: CohortInfo;
  meeting: MeetingInfo | undefined;
  mailto: string;
  showIndependentToggle: boolean;
  independentMode: boolean;
  onIndependentMode: (on: boolean) => void;
  onReports: () => void;
}

/** Cohort, course, webinar, shared drive, I/S toggle, Reports and Downloads and Email All (Save Attendance is in the sticky SaveBar). */
export function RosterHeader({ cohort, meeting, mailto, showIndependentToggle, independentMode, onIndependentMode, onReports }: Props) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
      <Box>
        <Typography variant="h6" component="h2" data-testid="roster-cohort-name">
          {cohort.name}
        </Typography>
        <Typography color="text.secondary" data-testid="roster-course">
          {cohort.course.name}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {meeting?.webinar_url && (
            <Box data-testid="roster-webinar">
              <Link
                href={meeting.webinar_url}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <VideocamIcon fontSize="small" /> Webinar
              </Link>
              {meeting.meeting_id && (
                <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                  Meeting ID: {meeting.meeting_id}
                </Typography>
              )}
              {meeting.password_meeting && (
                <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                  Password: {meeting.password_meeting}
                </Typography>
              )}
            </Box>
          )}
          {cohort.hasNislDrive && cohort.linkFolder && (
            <Link
              href={cohort.linkFolder}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <FolderSharedIcon fontSize="small" /> Shared Drive
            </Link>
          )}
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {showIndependentToggle && (
          <FormControlLabel
            control={
              <Switch
                checked={independentMode}
                onChange={(event) => onIndependentMode(event.target.checked)}
                data-testid="independent-toggle"
              />
            }
            label="Independent Study"
          />
        )}
        <Button variant="outlined" startIcon={<AssessmentIcon />} onClick={onReports} data-testid="reports-downloads">
          Reports and Downloads
        </Button>
        <Button variant="outlined" startIcon={<EmailIcon />} href={mailto} data-testid="email-all">
          Email All
        </Button>
      </Stack>
    </Stack>
  );
}
