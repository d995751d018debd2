import type { DistrictsToChange } from '@shared/districts/types';
import * as MESSAGES from '@shared/texts/general';
import { DISTRICT_TEXT } from '@shared/districts/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import AddDistrictTab from './AddDistrictTab';

const states = [
  { id: 1, code: 'OH', name: 'Ohio' },
  { id: 2, code: 'TX', name: 'Texas' },
];
const ohio: DistrictsToChange = { districts: [{ id: 101, name: 'Columbus City School District', state_id: 1 }], counter: 12 };

function api(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/getStates': states,
    'GET /api/verifyDistrictsToChange': (call: RecordedCall) =>
      jsonResponse(call.query.get('value') === '1' ? ohio : { districts: [], counter: 0 }),
    'POST /api/verifyUsersToChangeDistrict': { counter: 12 },
    'POST /api/saveChangeDistrict': {
      message: `${DISTRICT_TEXT.updated} ${DISTRICT_TEXT.updatedCount(12, 0)}`,
      updated: 12,
      skipped: 0,
      reportId: 1,
    },
    ...extra,
  });
}

async function chooseState(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('Add District tab', { timeout: 30_000 }, () => {
  it("finds a state's blank-district accounts, asks for a District, confirms the count and saves", async () => {
    const { called } = api();
    const user = userEvent.setup();
    renderPanel(<AddDistrictTab />);
    await chooseState(user, 'Ohio');
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    expect(await screen.findByText('12 accounts with a blank District.')).toBeInTheDocument();
    expect(called('GET /api/verifyDistrictsToChange')[0].query.toString()).toBe('type=state&value=1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Listed at the top, marked on the District, which takes the focus (issue 34).
    expect(screen.getByRole('alert')).toHaveTextContent(DISTRICT_TEXT.selectDistrict);
    const district = screen.getByRole('combobox', { name: 'District' });
    await waitFor(() => expect(district).toHaveFocus());
    expect(district).toHaveAttribute('aria-invalid', 'true');
    expect(district).toHaveAccessibleDescription(DISTRICT_TEXT.selectDistrict);
    expect(called('POST /api/verifyUsersToChangeDistrict')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'District' }));
    await user.click(await screen.findByRole('option', { name: 'Columbus City School District' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DISTRICT_TEXT.confirm(12, 'Columbus City School District'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`${DISTRICT_TEXT.updated} ${DISTRICT_TEXT.updatedCount(12, 0)}`)).toBeInTheDocument();
    expect(called('POST /api/saveChangeDistrict')[0].body).toEqual({ values: { type: 'state', value: '1', district_id: 101 } });
  });

  it('says when no account has a blank District, and shows a failed save', async () => {
    api({ 'POST /api/saveChangeDistrict': () => jsonResponse({ message: DISTRICT_TEXT.notUpdated }, 500) });
    const user = userEvent.setup();
    renderPanel(<AddDistrictTab />);
    await chooseState(user, 'Texas');
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    expect(await screen.findByText(DISTRICT_TEXT.noneFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await chooseState(user, 'Ohio');
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    await user.click(await screen.findByRole('combobox', { name: 'District' }));
    await user.click(await screen.findByRole('option', { name: 'Columbus City School District' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DISTRICT_TEXT.notUpdated)).toBeInTheDocument();
  });

  it('looks accounts up by school as entered, and exports the change report', async () => {
    const { called } = api({
      'GET /api/export_district_changes_report': () => jsonResponse({ message: 'Problem' }, 500, { 'x-request-id': 'req-1' }),
    });
    const user = userEvent.setup();
    renderPanel(<AddDistrictTab />);
    await user.click(screen.getByRole('radio', { name: 'Accounts of a School (as entered)' }));
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DISTRICT_TEXT.enterSchool);
    expect(screen.getByRole('textbox', { name: 'School' })).toHaveAccessibleDescription(DISTRICT_TEXT.enterSchool);
    await user.type(screen.getByRole('textbox', { name: 'School' }), 'Lincoln Academy');
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    expect(await screen.findByText(DISTRICT_TEXT.noneFound)).toBeInTheDocument();
    expect(called('GET /api/verifyDistrictsToChange')[0].query.toString()).toBe('type=school&value=Lincoln+Academy');
    await user.click(screen.getByRole('button', { name: 'Export change report' }));
    // A failure on the server's side: what failed and the request id, never the server's own text.
    const failure = await screen.findByTestId('download-error');
    expect(failure).toHaveTextContent(`${MESSAGES.downloadFailed} ${MESSAGES.quoteRequestId('req-1')}`);
    expect(failure).not.toHaveTextContent('Problem');
    expect(called('GET /api/export_district_changes_report')).toHaveLength(1);
  });
});
