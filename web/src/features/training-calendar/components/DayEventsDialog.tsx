import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CalendarEvent, CalendarFilters, CalendarMode } from '@shared/calendar/types';
import * as MESSAGES from '@shared/texts/general';
import { useId, useState } from 'react';
import { errorText } from '@/lib/api-client';
import { useCalendarDay } from '../api/calendar';
import { eventLabel, eventRosterPath } from '../utils/events';
import { dayName } from '../utils/month';

interface DayEventsDialogProps {
  /** The day whose "+N more" was pressed; null closes the dialog. */
  day: string | null;
  mode: CalendarMode | undefined;
  filters: CalendarFilters;
  showNames: boolean;
  onClose: () => void;
  /** Once the dialog has gone, with the day it showed: focus goes back to that day's button. */
  onExited: (day: string) => void;
}

/** A day's event as the grid draws it: its label in the delivery model's colours, its roster in a new tab unless busy. */
function DayEvent({ event, showNames }: { event: CalendarEvent; showNames: boolean }) {
  const { color, text_color: textColor } = event.cohort.delivery_model;
  const sx = { display: 'block', px: 1, py: 0.5, borderRadius: 1, bgcolor: color, color: textColor, typography: 'body2' };
  const label = eventLabel(event, showNames);
  return (
    <Box component="li" sx={{ mb: 0.5 }}>
      {event.is_busy ? (
        <Box sx={sx}>{label}</Box>
      ) : (
        <Box component="a" href={eventRosterPath(event)} target="_blank" rel="noopener" sx={{ ...sx, textDecoration: 'none' }}>
          {label}
        </Box>
      )}
    </Box>
  );
}

/**
 * Every event of one day, fetched when asked (the month's answer holds only what the grid shows),
 * in the month's view and filters.
 */
export function DayEventsDialog({ day, mode, filters, showNames, onClose, onExited }: DayEventsDialogProps) {
  // The title and list stay on the last day while the dialog fades out.
  const [shownDay, setShownDay] = useState(day);
  if (day !== null && day !== shownDay) setShownDay(day);
  const events = useCalendarDay(shownDay, mode, filters);
  const titleId = useId();
  const title = shownDay ? `Events on ${dayName(shownDay)}` : '';

  return (
    // The grid draws its day cells anew when the page redraws, so the button that opened the
    // dialog may no longer be in the page: focus goes to the day's button as it is now.
    <Dialog
      open={day !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      disableRestoreFocus
      slotProps={{
        transition: {
          onExited: () => {
            if (shownDay) onExited(shownDay);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {events.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label="Loading events" />
          </Box>
        )}
        {events.isError && <Alert severity="error">{errorText(events.error, MESSAGES.internalError)}</Alert>}
        {events.data?.events.length === 0 && <Typography>No events on this day.</Typography>}
        {events.data && (
          <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {events.data.events.map((event) => (
              <DayEvent key={`${event.cohort.id}-${event.event_id}`} event={event} showNames={showNames} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
