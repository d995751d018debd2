import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { RosterParticipant } from '@shared/roster/types';
import { COMMENTS_FILTER } from '@shared/roster/texts';

export type CommentsShown = 'all' | 'new';

/**
 * The Comments column's All/New filter (spec 01 §2). The roster knows one comment figure per
 * participant, the count the action-learning system reports (spec 01 §3 countComments), so New
 * keeps the participants that count is above zero for.
 */
export function shownByComments(participants: RosterParticipant[], shown: CommentsShown): RosterParticipant[] {
  return shown === 'new' ? participants.filter((participant) => participant.projectInfo.countComments > 0) : participants;
}

/** Two pressed-or-not buttons, a group named Comments: Tab reaches them, Enter or Space picks one. */
export function CommentsFilter({ value, onChange }: { value: CommentsShown; onChange: (value: CommentsShown) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={COMMENTS_FILTER.label}
      // Pressing the chosen button again would unpick both: the filter always has a choice.
      onChange={(_event, next: CommentsShown | null) => next && onChange(next)}
      sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1, minWidth: 40, textTransform: 'none' } }}
    >
      <ToggleButton value="all">{COMMENTS_FILTER.all}</ToggleButton>
      <ToggleButton value="new">{COMMENTS_FILTER.new}</ToggleButton>
    </ToggleButtonGroup>
  );
}
