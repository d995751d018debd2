import { CERTIFICATE_LIST_TEXT as T } from '@shared/certificates/list.texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderPanel } from '../../components/render-panel';
import PdfLogTab, { percentOf } from './PdfLogTab';

afterEach(() => vi.unstubAllGlobals());

describe('PDF Log tab', { timeout: 30_000 }, () => {
  it('gives percents of the total', () => {
    expect(percentOf(1, 3)).toBe('33.3%');
    expect(percentOf(0, 0)).toBe('0%');
    expect(percentOf(4, 4)).toBe('100%');
  });

  it('requires both dates, then shows the counts with their percents', async () => {
    signIn(['senior_admin']);
    const { called } = mockApi({
      'GET /api/pdf_log': { total: 8, success: 4, failures: 1, not_found: 1, empty_token: 1, missing_file: 1 },
    });
    const user = userEvent.setup();
    renderPanel(<PdfLogTab />);
    await user.click(screen.getByRole('button', { name: 'Show Summary' }));
    // Both listed at the top and marked; the first takes the focus (issue 34).
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([T.startDateRequired, T.endDateRequired]);
    await waitFor(() => expect(screen.getByLabelText(/Start date/)).toHaveFocus());
    expect(screen.getByLabelText(/Start date/)).toHaveAccessibleDescription(T.startDateRequired);
    expect(screen.getByLabelText(/End date/)).toHaveAttribute('aria-invalid', 'true');
    expect(called('GET /api/pdf_log')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Start date/), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show Summary' }));
    expect(called('GET /api/pdf_log')).toHaveLength(0);
    await user.type(screen.getByLabelText(/End date/), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Show Summary' }));
    const table = await screen.findByRole('table', { name: 'PDF log summary' });
    expect(called('GET /api/pdf_log')[0].query.get('start')).toBe('2026-03-01');
    expect(called('GET /api/pdf_log')[0].query.get('end')).toBe('2026-03-31');
    expect(called('GET /api/pdf_log')[0].query.get('type')).toBe('summary');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Total8100%', 'Success450%', 'Failures112.5%', 'Not Found112.5%', 'Empty Token112.5%', 'Missing File112.5%']);
  });
});
