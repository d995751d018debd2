import type { MergeLogResponse, MergeLogRow } from '@shared/accounts/types';
import { MERGE_TEXT } from '@shared/accounts/texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import MergeLogTab from './MergeLogTab';

const entry = (id: number, extra: Partial<MergeLogRow> = {}): MergeLogRow => ({
  id,
  old_cms_id: 100 + id,
  old_username: `old.${id}`,
  old_state: 'Ohio',
  old_account: { first_name: 'Old', last_name: `Person${id}`, email: `old${id}@example.org` },
  primary_account: {
    nisl_id: 200 + id,
    username: `kept.${id}`,
    state_living: 'Texas',
    first_name: 'Kept',
    last_name: `Person${id}`,
    email: `kept${id}@example.org`,
    roles: ['participant'],
  },
  primary_link: true,
  who_merged: 'Sara Senior',
  created_at: '2026-11-20T15:00:00.000Z',
  reversed_at: null,
  who_reversed: null,
  ...extra,
});
const page = (logs: MergeLogRow[], totalLogs = logs.length, current = 1): MergeLogResponse => ({
  logs,
  totalLogs,
  current_page: current,
  per_page: 50,
});

describe('Merge Log tab', { timeout: 30_000 }, () => {
  it("links participants' usernames, keeps administrators' plain, and pages 50 at a time", async () => {
    const { called } = mockApi({
      'GET /api/getUserMergeLogs': (call: RecordedCall) =>
        jsonResponse(
          call.query.get('page') === '2'
            ? page([entry(3)], 51, 2)
            : page(
                [entry(1), entry(2, { primary_link: false, primary_account: { ...entry(2).primary_account, roles: ['administrator'] } })],
                51,
              ),
        ),
    });
    const user = userEvent.setup();
    renderPanel(<MergeLogTab />);
    const table = await screen.findByRole('table', { name: 'Merge Log' });
    expect(await within(table).findByRole('button', { name: 'kept.1' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'kept.2' })).not.toBeInTheDocument();
    expect(within(table).getByText('kept.2')).toBeInTheDocument();
    expect(called('GET /api/getUserMergeLogs')[0].query.get('per_page')).toBe('50');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByText('old.3')).toBeInTheDocument();
    expect(called('GET /api/getUserMergeLogs').at(-1)!.query.get('page')).toBe('2');
  });

  it('searches, and reverses a merge after a confirmation', async () => {
    let reversed = false;
    const { called } = mockApi({
      'GET /api/getUserMergeLogs': (call: RecordedCall) =>
        jsonResponse(
          page(
            call.query.get('search') === 'old.1' || !call.query.get('search')
              ? [entry(1, reversed ? { reversed_at: '2026-11-21T15:00:00.000Z', who_reversed: 'Sara Senior' } : {})]
              : [],
          ),
        ),
      'POST /api/reverse_merged_username': () => {
        reversed = true;
        return jsonResponse({ message: MERGE_TEXT.reversed });
      },
    });
    const user = userEvent.setup();
    renderPanel(<MergeLogTab />);
    await user.type(screen.getByRole('searchbox', { name: 'Search merges' }), 'old.1');
    await screen.findByText('old.1');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(called('GET /api/getUserMergeLogs').some((c) => c.query.get('search') === 'old.1')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Reverse merge of old.1' }));
    expect(screen.getByText(MERGE_TEXT.reverseConfirm)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText(MERGE_TEXT.reversed)).toBeInTheDocument();
    expect(called('POST /api/reverse_merged_username')[0].body).toEqual({ idRegister: 1 });
    expect(await screen.findByText(/Reversed .* by Sara Senior/)).toBeInTheDocument();
  });

  it("shows a refused reversal's reason", async () => {
    mockApi({
      'GET /api/getUserMergeLogs': page([entry(1)]),
      'POST /api/reverse_merged_username': () =>
        jsonResponse({ message: `${MERGE_TEXT.notReversed} ${MERGE_TEXT.loginTaken('username', 'old.1')}` }, 409),
    });
    const user = userEvent.setup();
    renderPanel(<MergeLogTab />);
    await user.click(await screen.findByRole('button', { name: 'Reverse merge of old.1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText(`${MERGE_TEXT.notReversed} ${MERGE_TEXT.loginTaken('username', 'old.1')}`)).toBeInTheDocument();
  });
});
