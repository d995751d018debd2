import { describe, expect, it } from 'vitest';
import { dashboardSession } from '../test-data';
import { NOT_YET_SCHEDULED, withGroupHeaders } from './group-rows';

const labels = (items: ReturnType<typeof withGroupHeaders>) => items.map((item) => (item.kind === 'header' ? `# ${item.label}` : item.key));

describe('group header rows', () => {
  it('adds no header to upcoming dated sessions, and one before the first without a date', () => {
    const items = withGroupHeaders(
      [
        dashboardSession({ id: 'a' }),
        dashboardSession({ id: 'b', year: 2027, start_date: '2027-01-05' }),
        dashboardSession({ id: 'c', start_date: null, end_date: null, year: null }),
        dashboardSession({ id: 'd', start_date: null, end_date: null, year: null }),
      ],
      'today',
    );
    expect(labels(items)).toEqual(['a', 'b', `# ${NOT_YET_SCHEDULED}`, 'c', 'd']);
  });

  it('heads past sessions with their year', () => {
    const items = withGroupHeaders(
      [dashboardSession({ id: 'a', year: 2026 }), dashboardSession({ id: 'b', year: 2026 }), dashboardSession({ id: 'c', year: 2024 })],
      'past',
    );
    expect(labels(items)).toEqual(['# 2026', 'a', 'b', '# 2024', 'c']);
  });
});
