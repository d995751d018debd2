import type { SettingRow, SettingsListAnswer } from '@shared/settings/types';
import { SETTING_TEXT } from '@shared/settings/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import SystemSettingsTab from './SystemSettingsTab';

const OPTIONS = { table_key: null, optionsSelector: null };

const ROWS: SettingRow[] = [
  {
    id: 1,
    key: 'maintenance_mode',
    description: 'Maintenance mode',
    type: 'boolean',
    ...OPTIONS,
    value: 'false',
    updated_at: null,
    updated_by: null,
    who_update: null,
  },
  {
    id: 2,
    key: 'maintenance_url',
    description: 'Maintenance page address',
    type: 'url',
    ...OPTIONS,
    value: '/maintenance.html',
    updated_at: null,
    updated_by: null,
    who_update: null,
  },
  {
    id: 3,
    key: 'helpdesk_phone',
    description: 'Helpdesk phone',
    type: 'value',
    ...OPTIONS,
    value: '(202) 555-0143',
    updated_at: null,
    updated_by: null,
    who_update: null,
  },
  {
    id: 4,
    key: 'default_course',
    description: 'Default course',
    type: 'choice',
    table_key: 'COURSE',
    optionsSelector: [
      { value: '12', label: 'Coaching' },
      { value: '10', label: 'Executive Development Program' },
    ],
    value: '10',
    updated_at: null,
    updated_by: null,
    who_update: null,
  },
];

const page = (data: SettingRow[]): SettingsListAnswer => ({ data, total: data.length, current_page: 1, per_page: 10, last_page: 1 });

describe('System Settings tab', () => {
  it('lists the settings 10 a page, with Off/On for a switch', async () => {
    const { called } = mockApi({ 'GET /api/get_settings_list': page(ROWS) });
    renderPanel(<SystemSettingsTab />);
    const table = await screen.findByRole('table', { name: 'System settings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Setting', 'Value', 'Updated', 'Edit']);
    expect(within(table).getByRole('row', { name: /Maintenance mode/ })).toHaveTextContent('Off');
    expect(Object.fromEntries(called('GET /api/get_settings_list')[0].query)).toMatchObject({ page: '1', per_page: '10' });
  });

  it('requires a plain value before sending, then saves and says so', async () => {
    const { called } = mockApi({
      'GET /api/get_settings_list': page(ROWS),
      'POST /api/update_setting': (call: RecordedCall) =>
        jsonResponse({ message: SETTING_TEXT.saved, setting: { ...ROWS[2], value: (call.body as { value: string }).value } }),
    });
    renderPanel(<SystemSettingsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Helpdesk phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit setting' });
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    await userEvent.clear(value);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Marked on the field and listed at the top (issue 34).
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(SETTING_TEXT.valueRequired);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SETTING_TEXT.valueRequired);
    expect(called('POST /api/update_setting')).toHaveLength(0);
    await userEvent.type(value, ' 555-0100 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTING_TEXT.saved)).toBeInTheDocument();
    expect(called('POST /api/update_setting')[0].body).toEqual({ key: 'helpdesk_phone', value: '555-0100' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("an address must be http(s); the server's refusal stays in the modal", async () => {
    const { called } = mockApi({
      'GET /api/get_settings_list': page(ROWS),
      'POST /api/update_setting': () => jsonResponse({ message: 'Refused by the server.' }, 422),
    });
    renderPanel(<SystemSettingsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Maintenance page address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit setting' });
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    await userEvent.clear(value);
    await userEvent.type(value, 'ftp://status.example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(value).toHaveAccessibleDescription(SETTING_TEXT.urlInvalid);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SETTING_TEXT.urlInvalid);
    await userEvent.clear(value);
    await userEvent.type(value, 'https://status.example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Refused by the server.')).toBeInTheDocument();
    expect(called('POST /api/update_setting')[0].body).toEqual({ key: 'maintenance_url', value: 'https://status.example.org' });
  });

  it('turns a switch on', async () => {
    const { called } = mockApi({
      'GET /api/get_settings_list': page(ROWS),
      'POST /api/update_setting': { message: SETTING_TEXT.saved, setting: { ...ROWS[0], value: 'true' } },
    });
    renderPanel(<SystemSettingsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Maintenance mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit setting' });
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTING_TEXT.saved)).toBeInTheDocument();
    expect(called('POST /api/update_setting')[0].body).toEqual({ key: 'maintenance_mode', value: 'true' });
  });

  it('offers a choice as a select of its options, by keyboard, and sends the chosen value', async () => {
    const { called } = mockApi({
      'GET /api/get_settings_list': page(ROWS),
      'POST /api/update_setting': { message: SETTING_TEXT.saved, setting: { ...ROWS[3], value: '12' } },
    });
    renderPanel(<SystemSettingsTab />);
    const table = await screen.findByRole('table', { name: 'System settings' });
    expect(within(table).getByRole('row', { name: /Default course/ })).toHaveTextContent('Executive Development Program');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Default course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit setting' });
    const select = within(dialog).getByRole('combobox', { name: 'Value' });
    expect(select).toHaveFocus();
    expect(select).toHaveTextContent('Executive Development Program');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Coaching', 'Executive Development Program']);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(select).toHaveTextContent('Coaching');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTING_TEXT.saved)).toBeInTheDocument();
    expect(called('POST /api/update_setting')[0].body).toEqual({ key: 'default_course', value: '12' });
  });
});
