import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import type { RoleRow } from '@shared/roles/types';
import * as MESSAGES from '@shared/texts/general';
import { ROLE_ADMIN_TEXT } from '@shared/roles/texts';
import { useState } from 'react';
import { QueryContent } from '@/components/QueryContent';
import { errorText } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { NoticeSnackbar, useNotice } from '@/components/NoticeSnackbar';
import { useDeleteRole, useRoles, useSaveRole, useToggleRole } from '../api/roles';
import { AdminTable } from '../components/AdminTable';
import { RoleModal } from './RoleModal';

/**
 * Admin tab 2, Roles (senior admin; spec 02 §2, §4, §8): Role, Active switch, Edit, Delete; the
 * 'Create new role' modal creates and renames. Built-in roles cannot be deleted (their Delete is
 * disabled with the reason); the server's refusals are shown as they come.
 */
export default function RolesTab() {
  const roles = useRoles();
  const { notice, setNotice, close } = useNotice();
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<RoleRow | null>(null);

  // Each change reads the roles again when it succeeds (api/roles.ts).
  const save = useSaveRole();
  const toggle = useToggleRole({
    onSuccess: (answer) => setNotice({ severity: 'success', text: answer.message }),
    onError: (error) => setNotice({ severity: 'warning', text: errorText(error, MESSAGES.internalError) }),
  });
  const remove = useDeleteRole({
    onSuccess: (answer) => {
      setDeleting(null);
      setNotice({ severity: 'success', text: answer.message });
    },
    onError: (error) => {
      setDeleting(null);
      setNotice({ severity: 'warning', text: errorText(error, MESSAGES.internalError) });
    },
  });

  const saveName = async (name: string): Promise<string | null> => {
    try {
      const answer = await save.mutateAsync({ id: editing?.id ?? null, name });
      setEditing(undefined);
      setNotice({ severity: 'success', text: answer.message });
      return null;
    } catch (error) {
      return errorText(error, MESSAGES.internalError);
    }
  };

  return (
    <Box>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} sx={{ mb: 2 }}>
        Create new role
      </Button>
      <QueryContent query={roles} loadingLabel="Loading roles">
        {(data) => (
          <AdminTable
            label="Roles"
            rows={data.roles}
            rowKey={(role) => role.id}
            columns={[
              { label: 'Role', cell: (role) => role.name },
              {
                label: 'Active',
                cell: (role) => (
                  <Switch
                    checked={role.deleted_at === null}
                    disabled={toggle.isPending && toggle.variables === role.id}
                    onChange={() => toggle.mutate(role.id)}
                    slotProps={{ input: { 'aria-label': `${role.name} active` } }}
                  />
                ),
              },
              {
                label: 'Edit',
                action: true,
                cell: (role) => (
                  <Button size="small" onClick={() => setEditing(role)} aria-label={`Edit ${role.name}`}>
                    Edit
                  </Button>
                ),
              },
              {
                label: 'Delete',
                action: true,
                cell: (role) => (
                  <Tooltip title={role.built_in ? ROLE_ADMIN_TEXT.builtInDelete : ''}>
                    <span>
                      <Button
                        size="small"
                        color="error"
                        disabled={role.built_in}
                        onClick={() => setDeleting(role)}
                        aria-label={`Delete ${role.name}`}
                      >
                        Delete
                      </Button>
                    </span>
                  </Tooltip>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
      {editing !== undefined && (
        <RoleModal role={editing} saving={save.isPending} onSave={saveName} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        text={`Delete the role ${deleting?.name ?? ''} for good? This cannot be undone.`}
        confirmColor="error"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
      <NoticeSnackbar notice={notice} onClose={close} />
    </Box>
  );
}
