/**
 * Tab settings (spec 03 §2.11, §5): add, edit and delete tabs (name and access required), the
 * activity switch, and reordering by drag or by the move buttons.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SupportTab } from '@shared/support/types';
import { SUPPORT_TEXT } from '@shared/support/texts';
import { SUPPORT_ACCESS, supportAccessLabel, type SupportAccess } from '@shared/support/texts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { NoticeSnackbar } from '@/components/NoticeSnackbar';
import { useFormSave, useNoticedChanges } from '../hooks/useSupportChanges';
import { dragProps, ReorderButtons } from './ReorderButtons';

function TabForm({ tab, onDone, onSaved }: { tab: SupportTab | null; onDone: () => void; onSaved: (message: string) => void }) {
  const [name, setName] = useState(tab?.name ?? '');
  const [access, setAccess] = useState<SupportAccess | ''>(tab?.has_access ?? '');
  const [tried, setTried] = useState(false);
  const {
    submit: save,
    failure,
    pending,
  } = useFormSave((message) => {
    onSaved(message);
    onDone();
  });
  const nameError = tried && name.trim() === '' ? SUPPORT_TEXT.tabNameRequired : null;
  const accessError = tried && access === '' ? SUPPORT_TEXT.tabAccessRequired : null;

  function submit() {
    setTried(true);
    save(
      name.trim() === '' || access === '' ? null : { what: 'tab', id: tab?.id ?? null, draft: { name: name.trim(), has_access: access } },
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), submit())}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {tab ? `Edit tab ${tab.name}` : 'Add tab'}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Tab name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError !== null}
          helperText={nameError ?? ' '}
          required
          slotProps={{ htmlInput: { maxLength: 191 } }}
        />
        <TextField
          select
          label="Access"
          value={access}
          onChange={(event) => setAccess(Number(event.target.value) as SupportAccess)}
          error={accessError !== null}
          helperText={accessError ?? ' '}
          required
        >
          {SUPPORT_ACCESS.map((level) => (
            <MenuItem key={level.id} value={level.id}>
              {level.label}
            </MenuItem>
          ))}
        </TextField>
        {failure && (
          <Typography color="error" role="alert">
            {failure}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {tab && <Button onClick={onDone}>Cancel</Button>}
          <Button type="submit" variant="contained" loading={pending}>
            {tab ? 'Save tab' : 'Add tab'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export function TabSettingsDialog({ tabs, onClose }: { tabs: readonly SupportTab[]; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [editing, setEditing] = useState<SupportTab | null>(null);
  // A new form after each add or edit.
  const [formKey, setFormKey] = useState(0);
  // The notice is shown inside the dialog: the page behind it is hidden from assistive technology while it is open.
  const { run, busy, saved, notice, closeNotice, deleting, setDeleting } = useNoticedChanges<SupportTab>();
  const move = (source_id: number, target_id: number) => run({ what: 'tab-order', source_id, target_id });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>Tab settings</DialogTitle>
      <DialogContent>
        <List aria-label="Tabs">
          {tabs.map((tab, index) => (
            <ListItem key={tab.id} divider {...dragProps('tab', tab.id, !busy, move)} sx={{ flexWrap: 'wrap', gap: 1, pr: 0 }}>
              <DragIndicator aria-hidden sx={{ color: 'text.secondary', cursor: 'grab' }} />
              <ListItemText primary={tab.name} secondary={supportAccessLabel(tab.has_access)} sx={{ minWidth: 160 }} />
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Switch
                  checked={tab.is_active}
                  disabled={busy}
                  onChange={() => run({ what: 'tab-state', id: tab.id, is_active: !tab.is_active })}
                  slotProps={{ input: { 'aria-label': `${tab.name} active` } }}
                />
                <ReorderButtons
                  name={tab.name}
                  previous={tabs[index - 1]?.id}
                  next={tabs[index + 1]?.id}
                  disabled={busy}
                  onMove={(target) => move(tab.id, target)}
                />
                <IconButton aria-label={`Edit ${tab.name}`} onClick={() => setEditing(tab)}>
                  <EditOutlined />
                </IconButton>
                <IconButton aria-label={`Delete ${tab.name}`} onClick={() => setDeleting(tab)}>
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            </ListItem>
          ))}
        </List>
        <TabForm
          key={`${editing?.id ?? 'new'}-${formKey}`}
          tab={editing}
          onDone={() => {
            setEditing(null);
            setFormKey((k) => k + 1);
          }}
          onSaved={saved}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting !== null}
        text={SUPPORT_TEXT.deleteConfirm}
        confirmLabel="Delete"
        confirmColor="error"
        busy={busy}
        onConfirm={() => deleting && run({ what: 'delete-tab', id: deleting.id })}
        onCancel={() => setDeleting(null)}
      />
      <NoticeSnackbar notice={notice} onClose={closeNotice} />
    </Dialog>
  );
}
