import Typography from '@mui/material/Typography';
import type { Person } from '@shared/dashboard/types';
import { ELLIPSIS } from '../../utils/format';

/**
 * Names one per line; with `max`, the first `max` and an ellipsis (every name in the tooltip)
 * once there are more, or from `ellipsisFrom` names on.
 */
export function PeopleNames({ people, max, ellipsisFrom }: { people: readonly Person[]; max?: number; ellipsisFrom?: number }) {
  if (people.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.disabled' }}>
        —
      </Typography>
    );
  const cut = max !== undefined && people.length >= (ellipsisFrom ?? max + 1);
  const shown = cut ? people.slice(0, max) : people;
  return (
    <Typography variant="body2" component="div" title={cut ? people.map((p) => p.name).join(', ') : undefined}>
      {shown.map((person) => (
        <div key={person.id}>{person.name}</div>
      ))}
      {cut && <div>{ELLIPSIS}</div>}
    </Typography>
  );
}
