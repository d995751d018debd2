import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DashboardParticipant } from '@shared/api/types/dashboard';
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

/**
 * Each participant coloured by login activity and marked by its icon, with action-learning
 * replies/comments when known. A long list scrolls in its own box, which Tab reaches (a named region).
 */
export function ParticipantActivityList({ participants, alp }: { participants: readonly DashboardParticipant[]; alp: AlpCounts }) {
  if (participants.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.disabled' }}>
        —
      </Typography>
    );
  return (
    <Box role="region" tabIndex={0} aria-label="Participants" sx={{ maxHeight: 160, overflowY: 'auto' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {participants.map((participant) => (
          <Box component="li" key={participant.id} sx={{ whiteSpace: 'nowrap' }}>
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
    </Box>
  );
}
