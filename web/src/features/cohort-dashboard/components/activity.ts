/** Colours and legend texts of participants' login activity (spec 01 §2). */
import type { LoginActivity } from '@shared/dashboard/types';
import { LOGIN_RECENT_DAYS } from '@shared/constants';

export const ACTIVITY_LEGEND: Record<LoginActivity, { color: string; label: string }> = {
  never: { color: 'error.main', label: 'Never logged in' },
  over_15_days: { color: 'warning.main', label: `Last login more than ${LOGIN_RECENT_DAYS} days ago` },
  under_15_days: { color: 'success.main', label: `Logged in within ${LOGIN_RECENT_DAYS} days` },
};
