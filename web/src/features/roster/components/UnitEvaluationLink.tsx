import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { unitEvaluationPath } from '@/lib/paths';

/** The unit evaluation report of a unit that is over, in a new tab. */
export function UnitEvaluationLink({ cohortId, unit, postId }: { cohortId: number; unit: string; postId: number | string }) {
  return (
    <Link
      component={RouterLink}
      to={unitEvaluationPath({ cohortId, unit, postId })}
      target="_blank"
      // Same origin: with an opener the new tab starts with a copy of this tab's session
      // storage, so a logon pop-up put off with 'Later' stays put off there.
      rel="opener"
      data-testid="unit-evaluation-link"
      sx={{ alignSelf: 'flex-start' }}
    >
      Unit Evaluation Report
    </Link>
  );
}
