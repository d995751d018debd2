import type { PendingLogResponse, PendingLogRow } from '@shared/accounts/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import PendingLogTab from './PendingLogTab';

const row = (id: number, status: string): PendingLogRow => ({
  user_id: id,
  new_user: {
    username: `twin.${id}`,
    email: `twin${id}@example.org`,
    first_name: 'Ada',
    last_name: 'Okafor',
    state: 'Ohio',
    status: 'pending',
    deleted_at: null,
    who_delete: null,
  },
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

  it('shows who changed or deleted each account and when', async () => {
    const changedRow: PendingLogRow = { ...row(4, 'Changed to active'), who_changed: 'Adam Admin', updated_at: '2026-11-21T15:30:00.000Z' };
    const deletedRow: PendingLogRow = {
      ...row(5, 'Deleted'),
      who_changed: 'Adam Admin',
      updated_at: '2026-11-23T14:00:00.000Z',
      new_user: { ...row(5, 'Deleted').new_user, status: 'deleted', deleted_at: '2026-11-23T14:00:00.000Z', who_delete: 'Sara Senior' },
    };
    mockApi({
      'GET /api/getPendingUsers': {
        list: [changedRow, deletedRow, row(6, 'Pending')],
        totalPending: 3,
        current_page: 1,
        per_page: 50,
      } satisfies PendingLogResponse,
    });
    renderPanel(<PendingLogTab />);
    const table = await screen.findByRole('table', { name: 'Pending Log' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(-2)).toEqual(['Changed by', 'Deleted by']);
    const cells = (username: string) => {
      const cellsOf = within(within(table).getByText(username).closest('tr') as HTMLElement).getAllByRole('cell');
      return { changed: cellsOf[headers.indexOf('Changed by')], deleted: cellsOf[headers.indexOf('Deleted by')] };
    };
    expect(await within(table).findByText('twin.4')).toBeInTheDocument();
    expect(cells('twin.4').changed).toHaveTextContent('Nov 21, 2026, 10:30 AMby Adam Admin');
    expect(cells('twin.4').deleted).toHaveTextContent(/^$/);
    // Changed, then deleted: the deletion's time and who; who changed it before.
    expect(cells('twin.5').deleted).toHaveTextContent('Nov 23, 2026, 9:00 AMby Sara Senior');
    expect(cells('twin.5').changed).toHaveTextContent(/^by Adam Admin$/);
    expect(cells('twin.6').changed).toHaveTextContent(/^$/);
  });
});
