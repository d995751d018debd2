import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Schedule from '@mui/icons-material/Schedule';
import type { LoginActivity } from '@shared/dashboard/types';
import { ACTIVITY_LEGEND } from './activity';

const ICONS = { never: HighlightOff, over_15_days: Schedule, under_15_days: CheckCircleOutlined } as const;

/**
 * The login activity told by a shape as well as a colour (WCAG 1.4.1): a crossed circle for never,
 * a clock for an old login, a tick for a recent one; named for a screen reader by its legend text.
 */
export function ActivityIcon({ activity, decorative = false }: { activity: LoginActivity; decorative?: boolean }) {
  const Icon = ICONS[activity];
  const { color, label } = ACTIVITY_LEGEND[activity];
  const sx = { color, fontSize: '1rem', verticalAlign: 'text-bottom', mr: 0.5 };
  // Beside its legend text the icon is decoration; beside a name it is the status.
  return decorative ? <Icon sx={sx} /> : <Icon role="img" aria-label={label} aria-hidden={false} sx={sx} />;
}
