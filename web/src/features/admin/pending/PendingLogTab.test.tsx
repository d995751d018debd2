import type { PendingLogResponse, PendingLogRow } from '@shared/api/types/accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import PendingLogTab from './PendingLogTab';

const row = (id: number, status: string): PendingLogRow => ({
  user_id: id,
  new_user: { username: `twin.${id}`, email: `twin${id}@example.org`, first_name: 'Ada', last_name: 'Okafor', state: 'Ohio', status: 'pending', deleted_at: null, who_delete: null },
  duplicated_user: [{ id: 7, username: 'ada.okafor', name: 'Ada Okafor', email: 'ada@example.org' }],
  status,
  who_create: 'Sara Senior',
  who_changed: null,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
});

describe('Pending Log tab', { timeout: 30_000 }, () => {
  it('lists the accounts with what they may duplicate and their status, searchable', async () => {
    const { called } = mockApi({
      'GET /api/getPendingUsers': (call: RecordedCall) => {
        const all = [row(1, 'Pending'), row(2, 'Changed to active'), row(3, 'Deleted')];
        const list = all.filter((r) => !call.query.get('search') || r.status.includes(call.query.get('search')!));
        return jsonResponse({ list, totalPending: list.length, current_page: 1, per_page: 50 } satisfies PendingLogResponse);
      },
    });
    const user = userEvent.setup();
    renderPanel(<PendingLogTab />);
    const table = await screen.findByRole('table', { name: 'Pending Log' });
    expect(await within(table).findByText('twin.1')).toBeInTheDocument();
    expect(within(table).getAllByText('Ada Okafor (ada.okafor)')).toHaveLength(3);
    for (const status of ['Pending', 'Changed to active', 'Deleted']) expect(within(table).getByText(status)).toBeInTheDocument();
    expect(called('GET /api/getPendingUsers')[0].query.get('per_page')).toBe('50');
    await user.type(screen.getByRole('searchbox', { name: 'Search pending accounts' }), 'Deleted');
    expect(await within(table).findByText('twin.3', {}, { timeout: 3000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(within(table).queryByText('twin.1')).not.toBeInTheDocument();
  });
});
