import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DashboardParticipant } from '@shared/dashboard/types';
import { useState } from 'react';
import type { AlpCounts } from '../../api/alp-counts';
import { ACTIVITY_LEGEND } from '../activity';
import { ActivityIcon } from '../ActivityIcon';

function AlpCount({ counts }: { counts: AlpCounts[string] | undefined }) {
  if (!counts) return null;
  const text = `${counts.alp_replies_count} replies, ${counts.alp_comments_count} comments`;
  return (
    <Typography
      component="span"
      variant="caption"
      sx={{ color: 'text.secondary', ml: 1 }}
      title={`Action learning: ${text}`}
      data-testid="alp-counts"
    >
      ALP {counts.alp_replies_count}/{counts.alp_comments_count}
    </Typography>
  );
}

/** Participants shown before 'Show all': the list then grows in place (no scroller inside the row, issue 17). */
const PARTICIPANTS_SHOWN = 8;

/**
 * Each participant coloured by login activity and marked by its icon, with action-learning
 * replies/comments when known. A long list shows its first PARTICIPANTS_SHOWN and a 'Show all'
 * button that opens the rest in place: the page is the only scroller.
 */
export function ParticipantActivityList({ participants, alp }: { participants: readonly DashboardParticipant[]; alp: AlpCounts }) {
  const [expanded, setExpanded] = useState(false);
  if (participants.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.disabled' }}>
        —
      </Typography>
    );
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(expanded ? participants : participants.slice(0, PARTICIPANTS_SHOWN)).map((participant) => (
          <Box component="li" key={participant.id} sx={{ whiteSpace: { lg: 'nowrap' } }}>
            <ActivityIcon activity={participant.activity} />
            <Typography
              component="span"
              variant="body2"
              sx={{ color: ACTIVITY_LEGEND[participant.activity].color }}
              title={`${participant.email} · ${ACTIVITY_LEGEND[participant.activity].label}`}
              data-activity={participant.activity}
            >
              {participant.name}
            </Typography>
            <AlpCount counts={alp[String(participant.id)]} />
          </Box>
        ))}
      </Box>
      {participants.length > PARTICIPANTS_SHOWN && (
        <Link
          component="button"
          type="button"
          variant="body2"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          data-testid="participants-toggle"
        >
          {expanded ? 'Show fewer' : `Show all ${participants.length} participants`}
        </Link>
      )}
    </Box>
  );
}
