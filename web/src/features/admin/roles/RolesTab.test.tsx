import type { RoleRow } from '@shared/roles/types';
import { ROLE_ADMIN_TEXT } from '@shared/roles/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import RolesTab from './RolesTab';

const role = (id: number, name: string, extra: Partial<RoleRow> = {}): RoleRow => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '_'),
  name,
  hide: false,
  deleted_at: null,
  built_in: id < 100,
  ...extra,
});

function rolesApi(roles: RoleRow[], extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/role': () => jsonResponse({ roles, roles_no_trash: roles.filter((r) => r.deleted_at === null) }),
    ...extra,
  });
}

describe('Roles tab', () => {
  it('lists Role, Active, Edit and Delete; built-in roles cannot be deleted', async () => {
    rolesApi([role(11, 'Coach'), role(101, 'Regional Lead', { deleted_at: '2026-11-01T00:00:00Z' })]);
    renderPanel(<RolesTab />);
    const table = await screen.findByRole('table', { name: 'Roles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Role', 'Active', 'Edit', 'Delete']);
    expect(screen.getByRole('switch', { name: 'Coach active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Regional Lead active' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete Coach' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Regional Lead' })).toBeEnabled();
  });

  it("the switch calls the change route and shows the server's answer, a refusal as a warning", async () => {
    const { called } = rolesApi([role(10, 'Participant'), role(11, 'Coach')], {
      'GET /api/role/change/11': { message: ROLE_ADMIN_TEXT.deactivated, role: role(11, 'Coach', { deleted_at: 'x' }) },
      'GET /api/role/change/10': () => jsonResponse({ message: ROLE_ADMIN_TEXT.keptActive }, 422),
    });
    renderPanel(<RolesTab />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Coach active' }));
    expect(await screen.findByText(ROLE_ADMIN_TEXT.deactivated)).toBeInTheDocument();
    expect(called('GET /api/role/change/11')).toHaveLength(1);
    await userEvent.click(screen.getByRole('switch', { name: 'Participant active' }));
    expect(await screen.findByText(ROLE_ADMIN_TEXT.keptActive)).toBeInTheDocument();
  });

  it("'Create new role' needs a name, then saves it: 'role saved succefully'", async () => {
    const { called } = rolesApi([role(11, 'Coach')], {
      'POST /api/role': (call: RecordedCall) =>
        jsonResponse({ message: ROLE_ADMIN_TEXT.saved, role: role(101, (call.body as { name: string }).name) }),
    });
    renderPanel(<RolesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create new role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // Marked on the field, which takes the focus, and listed at the top (issue 34).
    const name = within(dialog).getByRole('textbox', { name: 'Role name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(ROLE_ADMIN_TEXT.nameRequired);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ROLE_ADMIN_TEXT.nameRequired);
    expect(called('POST /api/role')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role name' }), '  Mentor ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(ROLE_ADMIN_TEXT.saved)).toBeInTheDocument();
    expect(called('POST /api/role')[0].body).toEqual({ name: 'Mentor' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renames in the same modal and keeps it open with the refusal when the name is taken', async () => {
    const { called } = rolesApi([role(11, 'Coach')], {
      'PUT /api/role/11': () => jsonResponse({ message: ROLE_ADMIN_TEXT.nameTaken }, 422),
    });
    renderPanel(<RolesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Coach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new role' });
    const name = within(dialog).getByRole('textbox', { name: 'Role name' });
    expect(name).toHaveValue('Coach');
    await userEvent.clear(name);
    await userEvent.type(name, 'Participant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(ROLE_ADMIN_TEXT.nameTaken)).toBeInTheDocument();
    expect(called('PUT /api/role/11')[0].body).toEqual({ name: 'Participant' });
  });

  it("deletes a role after confirmation: 'role deleted'", async () => {
    const { called } = rolesApi([role(101, 'Mentor')], { 'DELETE /api/role/101': { message: ROLE_ADMIN_TEXT.deleted, id: 101 } });
    renderPanel(<RolesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mentor' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ROLE_ADMIN_TEXT.deleted)).toBeInTheDocument();
    expect(called('DELETE /api/role/101')).toHaveLength(1);
  });
});
