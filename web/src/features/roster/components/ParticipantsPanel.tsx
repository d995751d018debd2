import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RosterParticipant, RosterResponse } from '@shared/roster/types';
import { COMMENTS_FILTER, commentsNoneNew } from '@shared/roster/texts';
import { type Mark, halves } from '../utils/roster';
import { type ReactNode, useState } from 'react';
import { CommentsFilter, type CommentsShown, shownByComments } from './CommentsFilter';
import { CompactParticipantTable } from './CompactParticipantTable';
import { ParticipantTable, type ParticipantTableProps } from './ParticipantTable';

/** One half of the wide table, named by the participants it holds. */
function Half({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" id={id} sx={{ px: 1, color: 'text.secondary' }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

interface Props {
  roster: RosterResponse;
  /** Coachees or Participants. */
  title: string;
  /** The participants in the chosen order. */
  sorted: RosterParticipant[];
  /** The mark the day checkboxes set: attendance, or Independent Study. */
  field: keyof Mark;
  /** Everything the two table halves share. */
  table: Omit<ParticipantTableProps, 'participants'>;
  onSelectAll: (day: number, value: boolean) => void;
  /** A phone or tablet: one compact table with the details behind a tap. */
  compact: boolean;
}

/**
 * The participants with a Select All per day: on wide screens in two halves, each labelled with
 * the participants it holds; on a phone or tablet in one compact table, whose Comments sit behind
 * each row's Details, so the Comments filter stands above it. The filter hides rows only: Select
 * All and the save still cover the whole roster.
 */
export function ParticipantsPanel({ roster, title, sorted, field, table, onSelectAll, compact }: Props) {
  const [commentsShown, setCommentsShown] = useState<CommentsShown>('all');
  const shown = shownByComments(sorted, commentsShown);
  const comments = { shown: commentsShown, onShown: setCommentsShown };
  const [left, right] = halves(shown);
  const halfLabel = (from: number, count: number) => `${title} ${from}–${from + count - 1} of ${shown.length}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 0.5, sm: 1 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {title} ({roster.participants.length})
        </Typography>
        {table.showAttendance &&
          roster.days.map((day) => {
            const all =
              roster.participants.length > 0 && roster.participants.every((participant) => table.markOf(participant, day.day)[field]);
            return (
              <FormControlLabel
                key={day.day}
                label={`Select All Day ${day.day}`}
                control={
                  <Checkbox
                    size="small"
                    checked={all}
                    disabled={table.locked || day.isFuture || roster.participants.length === 0}
                    onChange={() => onSelectAll(day.day, !all)}
                    slotProps={{ input: { ...({ 'data-testid': 'select-all', 'data-day': day.day } as object) } }}
                  />
                }
              />
            );
          })}
        {compact && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {COMMENTS_FILTER.label}
            </Typography>
            <CommentsFilter value={commentsShown} onChange={setCommentsShown} />
          </Stack>
        )}
        {table.independentMode && (
          <Alert severity="info" sx={{ py: 0 }}>
            Independent Study mode: the day checkboxes set I/S.
          </Alert>
        )}
      </Stack>
      {shown.length === 0 && commentsShown === 'new' && (
        <Typography variant="body2" role="status" sx={{ px: 1, py: 0.5 }}>
          {commentsNoneNew}
        </Typography>
      )}
      {compact ? (
        <CompactParticipantTable participants={shown} {...table} />
      ) : (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', xl: right.length > 0 ? '1fr 1fr' : '1fr' }, gap: 2, overflowX: 'auto' }}
        >
          {right.length > 0 ? (
            <>
              <Half id="roster-half-1" label={halfLabel(1, left.length)}>
                <ParticipantTable participants={left} labelledBy="roster-half-1" comments={comments} {...table} />
              </Half>
              <Half id="roster-half-2" label={halfLabel(left.length + 1, right.length)}>
                <ParticipantTable participants={right} labelledBy="roster-half-2" comments={comments} {...table} />
              </Half>
            </>
          ) : (
            <ParticipantTable participants={left} comments={comments} {...table} />
          )}
        </Box>
      )}
    </Paper>
  );
}
