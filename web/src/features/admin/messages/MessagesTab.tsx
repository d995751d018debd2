import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AdminMessageRow, AdminMessageType } from '@shared/messages/types';
import type { RoleRow } from '@shared/roles/types';
import * as MESSAGES from '@shared/texts/general';
import { MESSAGE_ADMIN_TEXT } from '@shared/messages/texts';
import { useState } from 'react';
import { QueryContent } from '@/components/QueryContent';
import { errorText } from '@/lib/api-client';
import { htmlToText, previewText } from '@/lib/html';
import { NoticeSnackbar, useNotice } from '@/components/NoticeSnackbar';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { WhenBy } from '../components/WhenBy';
import { useAdminMessages, useRefreshAdminMessages, useToggleMessage } from '../api/messages';
import { useRoles } from '../api/roles';
import { MESSAGE_KINDS, type MessageKind } from './message-types';
import { MessageModal } from './MessageModal';

/** Who sees an item: its roles (none: all users), and for banners in which cohorts (both must match). */
function displayedTo(kind: MessageKind, item: AdminMessageRow, roles: readonly RoleRow[]): string {
  if (!kind.hasRoles) return 'Participants';
  const names = new Map(roles.map((r) => [r.slug, r.name]));
  const people = item.roles.length ? item.roles.map((slug) => names.get(slug) ?? slug).join(', ') : 'All users';
  if (!kind.hasCohorts || item.cohorts.length === 0) return people;
  const cohorts = item.cohorts.map((c) => c.name).join(', ');
  return item.roles.length ? `${people} in ${cohorts}` : cohorts;
}

/** The Status switch with its state written beside it (spec 02 §4: Activated or Not Activated). */
function StatusSwitch({ item, busy, onToggle }: { item: AdminMessageRow; busy: boolean; onToggle: () => void }) {
  const state = item.active ? MESSAGE_ADMIN_TEXT.statusOn : MESSAGE_ADMIN_TEXT.statusOff;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Switch
        checked={item.active}
        disabled={busy}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': `${state}: ${item.headline ?? previewText(htmlToText(item.text), 40)}` } }}
      />
      {/* The switch's name already says it; the text is for the eye. */}
      <Typography variant="body2" component="span" aria-hidden sx={{ whiteSpace: 'nowrap' }}>
        {state}
      </Typography>
    </Stack>
  );
}

/** Spec 02 §2 gives banners no Displayed to column: who sees one is said under its text. */
function BannerText({ item, audience }: { item: AdminMessageRow; audience: string }) {
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {previewText(htmlToText(item.text), 120)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {`Displayed to: ${audience}`}
      </Typography>
    </>
  );
}

type Column = AdminColumn<AdminMessageRow>;

/**
 * One of the message tabs (spec 02 §2: 6 Logon Popup, 7 Participant Notification, 8 Portal
 * Banner): the table with its columns, the Status switch (the list's delete, which toggles the
 * active flag, recording who and when), Edit, and Add.
 */
function MessagesTab({ type }: { type: AdminMessageType }) {
  const kind = MESSAGE_KINDS[type];
  const messages = useAdminMessages(type);
  const roles = useRoles(kind.hasRoles);
  const { notice, setNotice, close } = useNotice();
  const [editing, setEditing] = useState<AdminMessageRow | null | undefined>(undefined);
  const refresh = useRefreshAdminMessages(type);
  // The list is read again when the switch has changed (api/messages.ts).
  const toggle = useToggleMessage(type, {
    onSuccess: (answer) => setNotice({ severity: 'success', text: answer.message }),
    onError: (error) => setNotice({ severity: 'warning', text: errorText(error, MESSAGES.internalError) }),
  });

  const status: Column = {
    label: 'Status',
    cell: (item) => (
      <StatusSwitch item={item} busy={toggle.isPending && toggle.variables === item.id} onToggle={() => toggle.mutate(item.id)} />
    ),
  };
  const created: Column = { label: 'Created', cell: (item) => <WhenBy at={item.created_at} by={item.names.created} /> };
  const dates: Column[] = [
    { label: 'Activated', cell: (item) => <WhenBy at={item.activated_at} by={item.names.activated} /> },
    { label: 'De-Activated', cell: (item) => <WhenBy at={item.de_activated_at} by={item.names.deactivated} /> },
    { label: 'Modified', cell: (item) => <WhenBy at={item.updated_at} by={item.names.updated} /> },
  ];
  const edit: Column = {
    label: 'Edit',
    action: true,
    cell: (item) => (
      <Button size="small" onClick={() => setEditing(item)}>
        Edit
      </Button>
    ),
  };
  const columns: Column[] = kind.hasTitle
    ? [
        { label: 'Title', cell: (item) => item.headline },
        created,
        status,
        { label: 'Displayed to', cell: (item) => displayedTo(kind, item, roles.data?.roles ?? []) },
        ...dates,
        edit,
      ]
    : [
        { label: 'Banner Text', cell: (item) => <BannerText item={item} audience={displayedTo(kind, item, roles.data?.roles ?? [])} /> },
        status,
        created,
        ...dates,
        edit,
      ];

  return (
    <Box>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} sx={{ mb: 2 }}>
        {`Add ${kind.noun}`}
      </Button>
      <QueryContent query={messages} loadingLabel={`Loading ${kind.noun}s`}>
        {({ data }) => (
          <AdminTable label={`${kind.noun}s`} columns={columns} rows={data} rowKey={(item) => item.id} empty={`No ${kind.noun}s yet.`} />
        )}
      </QueryContent>
      {editing !== undefined && (
        <MessageModal
          kind={kind}
          item={editing}
          roles={roles.data?.roles_no_trash ?? []}
          onClose={(done) => {
            setEditing(undefined);
            if (done) {
              setNotice({ severity: 'success', text: done });
              void refresh();
            }
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </Box>
  );
}

export const LogonPopupsTab = () => <MessagesTab type="logon_popup" />;
export const ParticipantNotificationsTab = () => <MessagesTab type="participant_notification" />;
export const PortalBannersTab = () => <MessagesTab type="portal_banner" />;
