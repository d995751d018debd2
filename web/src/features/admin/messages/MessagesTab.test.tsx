import type { AdminMessageRow, AdminMessageType } from '@shared/messages/types';
import type { RoleRow } from '@shared/roles/types';
import { MESSAGE_ADMIN_TEXT } from '@shared/messages/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import { LogonPopupsTab, ParticipantNotificationsTab, PortalBannersTab } from './MessagesTab';

const ROLES: RoleRow[] = [
  { id: 10, slug: 'participant', name: 'Participant', hide: false, deleted_at: null, built_in: true },
  { id: 11, slug: 'coach', name: 'Coach', hide: false, deleted_at: null, built_in: true },
];

const row = (id: number, type: AdminMessageType, extra: Partial<AdminMessageRow> = {}): AdminMessageRow => ({
  id,
  type,
  headline: type === 'portal_banner' ? null : `Headline ${id}`,
  text: `<p>Text <b>${id}</b></p>`,
  active: false,
  roles: [],
  cohorts: [],
  who_created: 1,
  created_at: '2026-11-02T15:00:00.000Z',
  who_activated: null,
  activated_at: null,
  who_deactivated: null,
  de_activated_at: null,
  who_updated: 1,
  updated_at: '2026-11-02T15:00:00.000Z',
  names: { created: 'Sara Senior', activated: null, deactivated: null, updated: 'Sara Senior' },
  ...extra,
});

function messagesApi(type: AdminMessageType, items: AdminMessageRow[], extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/logon-popup': (call: RecordedCall) => jsonResponse({ data: (call.query.get('type') ?? 'logon_popup') === type ? items : [] }),
    'GET /api/role': { roles: ROLES, roles_no_trash: ROLES },
    // The server's search (issue 32): the cohorts whose name holds the text.
    'GET /api/cohort': (call: RecordedCall) =>
      jsonResponse(
        [
          { id: 7, name: 'Denver Fall 2026', course_id: 10, state_id: 6 },
          { id: 8, name: 'Boston Spring 2027', course_id: 10, state_id: 22 },
        ].filter((c) => c.name.toLowerCase().includes(call.query.get('search')?.toLowerCase() ?? 'the full list')),
      ),
    ...extra,
  });
}

// jsdom has no editing commands; the editor's toolbar asks for their state.
beforeEach(() => {
  Object.assign(document, { queryCommandState: () => false, queryCommandValue: () => '', execCommand: () => false });
});

const headers = async (name: string) =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('Logon Popup tab', () => {
  it('shows the columns of spec 02 §2 with who and when, and Displayed to by role name', async () => {
    messagesApi('logon_popup', [
      row(5, 'logon_popup', {
        roles: ['coach', 'participant'],
        active: true,
        activated_at: '2026-11-03T15:00:00.000Z',
        names: { created: 'Sara Senior', activated: 'Adam Admin', deactivated: null, updated: 'Sara Senior' },
      }),
      row(6, 'logon_popup'),
    ]);
    renderPanel(<LogonPopupsTab />);
    expect(await headers('Logon Popups')).toEqual([
      'Title',
      'Created',
      'Status',
      'Displayed to',
      'Activated',
      'De-Activated',
      'Modified',
      'Edit',
    ]);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByText('Coach, Participant')).toBeInTheDocument();
    expect(within(first).getByText('by Adam Admin')).toBeInTheDocument();
    expect(within(first).getByRole('switch')).toBeChecked();
    expect(within(second).getByText('All users')).toBeInTheDocument();
    expect(within(second).getByRole('switch')).not.toBeChecked();
  });

  it('the Status switch is the list delete: it toggles the active flag', async () => {
    const { called } = messagesApi('logon_popup', [row(6, 'logon_popup')], {
      'DELETE /api/logon-popup/6': { message: MESSAGE_ADMIN_TEXT.activated, item: row(6, 'logon_popup', { active: true }) },
    });
    renderPanel(<LogonPopupsTab />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Not Activated: Headline 6' }));
    expect(await screen.findByText(MESSAGE_ADMIN_TEXT.activated)).toBeInTheDocument();
    expect(called('DELETE /api/logon-popup/6')[0].query.get('type')).toBeNull();
  });

  it('adds a popup for chosen roles after checking title and text, with a preview of the text', async () => {
    const { called } = messagesApi('logon_popup', [], {
      'POST /api/logon-popup': { message: MESSAGE_ADMIN_TEXT.saved, item: row(9, 'logon_popup') },
    });
    renderPanel(<LogonPopupsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Logon Popup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Logon Popup' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    // Both listed at the top and marked on their fields; the first takes the focus (issue 34).
    expect(
      within(within(dialog).getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([MESSAGE_ADMIN_TEXT.titleRequired, MESSAGE_ADMIN_TEXT.textRequired]);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(MESSAGE_ADMIN_TEXT.titleRequired);
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(MESSAGE_ADMIN_TEXT.textRequired);
    expect(called('POST /api/logon-popup')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Unit 3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Opens Monday');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Displayed to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Participant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(within(dialog).getByLabelText('Preview')).getByText('Opens Monday')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(MESSAGE_ADMIN_TEXT.saved)).toBeInTheDocument();
    expect(called('POST /api/logon-popup')[0].body).toEqual({
      headline: 'Unit 3',
      text: 'Opens Monday',
      roles: ['participant'],
      cohorts: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a server refusal in the modal', async () => {
    messagesApi('logon_popup', [], { 'POST /api/logon-popup': () => jsonResponse({ message: MESSAGE_ADMIN_TEXT.textRequired }, 422) });
    renderPanel(<LogonPopupsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Logon Popup' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'T');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGE_ADMIN_TEXT.textRequired);
  });

  it('deletes for good only after the confirmation of spec 02 §8', async () => {
    const { called } = messagesApi('logon_popup', [row(6, 'logon_popup')], {
      'DELETE /api/logon-popup/delete/6': { message: MESSAGE_ADMIN_TEXT.deleted, id: 6 },
    });
    renderPanel(<LogonPopupsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Update Logon Popup' })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('dialog', { description: MESSAGE_ADMIN_TEXT.deleteConfirm });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(called('DELETE /api/logon-popup/delete/6')).toHaveLength(0);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Update Logon Popup' })).getByRole('button', { name: 'Delete' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { description: MESSAGE_ADMIN_TEXT.deleteConfirm })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(MESSAGE_ADMIN_TEXT.deleted)).toBeInTheDocument();
    expect(called('DELETE /api/logon-popup/delete/6')).toHaveLength(1);
  });
});

describe('status and banner roles (issue 11)', () => {
  it("writes 'Activated' or 'Not Activated' beside each Status switch", async () => {
    messagesApi('logon_popup', [row(5, 'logon_popup', { active: true }), row(6, 'logon_popup')]);
    renderPanel(<LogonPopupsTab />);
    await screen.findByRole('table', { name: 'Logon Popups' });
    const [first, second] = screen.getAllByRole('row').slice(1);
    const statusCell = (r: HTMLElement) => within(r).getByRole('switch').closest('td') as HTMLElement;
    expect(statusCell(first)).toHaveTextContent(/^Activated$/);
    expect(statusCell(second)).toHaveTextContent(/^Not Activated$/);
    expect(within(second).getByRole('switch', { name: 'Not Activated: Headline 6' })).not.toBeChecked();
  });

  it('a banner chooses roles as well as cohorts, and the list says whom it is displayed to', async () => {
    const { called } = messagesApi(
      'portal_banner',
      [
        row(1, 'portal_banner', { roles: ['coach'], cohorts: [{ id: 7, name: 'Denver Fall 2026' }] }),
        row(2, 'portal_banner', { roles: ['participant'] }),
        row(3, 'portal_banner'),
      ],
      { 'POST /api/logon-popup': { message: MESSAGE_ADMIN_TEXT.saved, item: row(9, 'portal_banner') } },
    );
    renderPanel(<PortalBannersTab />);
    expect(await screen.findByText('Displayed to: Coach in Denver Fall 2026')).toBeInTheDocument();
    expect(screen.getByText('Displayed to: Participant')).toBeInTheDocument();
    expect(screen.getByText('Displayed to: All users')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Banner' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Coaches: new rubric');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Displayed to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Coach' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(called('POST /api/logon-popup')).toHaveLength(1));
    expect(called('POST /api/logon-popup')[0].body).toEqual({ headline: null, text: 'Coaches: new rubric', roles: ['coach'], cohorts: [] });
  });
});

describe('Participant Notification and Portal Banner tabs', () => {
  it('notifications go to participants, with no role choice', async () => {
    const { called } = messagesApi('participant_notification', [row(3, 'participant_notification')]);
    renderPanel(<ParticipantNotificationsTab />);
    expect(await screen.findByText('Participants')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Participant Notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Participant Notification' });
    expect(within(dialog).queryByRole('combobox', { name: 'Displayed to' })).not.toBeInTheDocument();
    expect(called('GET /api/logon-popup')[0].query.get('type')).toBe('participant_notification');
  });

  it('puts stored rich text into the editor only sanitised: no handler, script or javascript: link runs for the admin', async () => {
    const stored =
      '<p>Hi <img src=x onerror="window.pwned=1"><a href="javascript:window.pwned=2">there</a></p><script>window.pwned=3</script><p onclick="window.pwned=4">end</p>';
    messagesApi('portal_banner', [row(1, 'portal_banner', { text: stored })]);
    renderPanel(<PortalBannersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Banner' });
    const editor = within(dialog).getByRole('textbox', { name: 'Text' });
    expect(editor).toHaveTextContent(/^Hi there\s*end$/);
    expect(editor.querySelector('img, script, [onerror], [onclick]')).toBeNull();
    expect(editor.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it('banners: Banner Text column, no title, a cohort selection', async () => {
    const { called } = messagesApi('portal_banner', [row(1, 'portal_banner', { cohorts: [{ id: 7, name: 'Denver Fall 2026' }] })], {
      'PUT /api/logon-popup/1': { message: MESSAGE_ADMIN_TEXT.saved, item: row(1, 'portal_banner') },
    });
    renderPanel(<PortalBannersTab />);
    expect(await headers('Banners')).toEqual(['Banner Text', 'Status', 'Created', 'Activated', 'De-Activated', 'Modified', 'Edit']);
    expect(screen.getByText('Text 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Banner' });
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Denver Fall 2026' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Cohorts' }), 'bost');
    await userEvent.click(await screen.findByRole('option', { name: 'Boston Spring 2027' }));
    expect(called('GET /api/cohort').map((c) => c.query.get('search'))).toEqual(['bost']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(called('PUT /api/logon-popup/1')).toHaveLength(1));
    const put = called('PUT /api/logon-popup/1')[0];
    expect(put.query.get('type')).toBe('portal_banner');
    expect(put.body).toEqual({ headline: null, text: '<p>Text <b>1</b></p>', roles: [], cohorts: [7, 8] });
  });
});
