/**
 * The table's group header rows (spec 01 §2): past sessions under one header per year, and a
 * 'Not Yet Scheduled' header before the first session without a date.
 */
import type { DashboardFrom, DashboardSession } from '@shared/dashboard/types';

export const NOT_YET_SCHEDULED = 'Not Yet Scheduled';

export type TableItem = { kind: 'header'; key: string; label: string } | { kind: 'session'; key: string; session: DashboardSession };

function groupOf(session: DashboardSession, from: DashboardFrom): string | null {
  if (!session.start_date) return NOT_YET_SCHEDULED;
  return from === 'past' && session.year !== null ? String(session.year) : null;
}

/** The sessions in the server's order, each group's header before its first session. */
export function withGroupHeaders(sessions: readonly DashboardSession[], from: DashboardFrom): TableItem[] {
  const items: TableItem[] = [];
  let current: string | null = null;
  for (const session of sessions) {
    const group = groupOf(session, from);
    if (group !== null && group !== current) items.push({ kind: 'header', key: `group-${group}`, label: group });
    current = group;
    items.push({ kind: 'session', key: session.id, session });
  }
  return items;
}
