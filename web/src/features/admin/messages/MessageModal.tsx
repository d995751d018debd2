import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminMessageRow } from '@shared/messages/types';
import type { RoleRow } from '@shared/roles/types';
import * as MESSAGES from '@shared/texts/general';
import { MESSAGE_ADMIN_TEXT } from '@shared/messages/texts';
import { type FormEvent, useState } from 'react';
import { FieldErrorSummary, type FieldProblem, useFieldErrors } from '../components/field-errors';
import { SafeHtml } from '@/components/SafeHtml';
import { errorText } from '@/lib/api-client';
import { htmlToText } from '@/lib/html';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useDeleteMessage, useSaveMessage } from '../api/messages';
import { CohortPicker } from './CohortPicker';
import type { MessageKind } from './message-types';
import { RichTextEditor } from './RichTextEditor';

interface Props {
  kind: MessageKind;
  /** null: a new item. */
  item: AdminMessageRow | null;
  roles: readonly RoleRow[];
  /** Closes the modal; `done` is the outcome to announce when something was saved or deleted. */
  onClose: (done?: string) => void;
}

/**
 * The Add/Update modal of the three message tabs (spec 02 §2): title (popups, notifications), rich
 * text, roles (popups and banners, spec 02 §6: none means all users), cohorts (banners), a
 * Preview, and for an existing item the permanent delete with its confirmation.
 */
export function MessageModal({ kind, item, roles, onClose }: Props) {
  const [headline, setHeadline] = useState(item?.headline ?? '');
  const [text, setText] = useState(item?.text ?? '');
  const [roleSlugs, setRoleSlugs] = useState<string[]>(item?.roles ?? []);
  const [cohorts, setCohorts] = useState(item?.cohorts ?? []);
  const [preview, setPreview] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = useSaveMessage(kind.type, item?.id ?? null, { onSuccess: (answer) => onClose(answer.message) });
  const remove = useDeleteMessage(kind.type, { onSuccess: (answer) => onClose(answer.message), onSettled: () => setConfirmDelete(false) });

  const problems: FieldProblem<'headline' | 'text'>[] = [];
  if (kind.hasTitle && headline.trim() === '') problems.push({ field: 'headline', message: MESSAGE_ADMIN_TEXT.titleRequired });
  if (htmlToText(text) === '') problems.push({ field: 'text', message: MESSAGE_ADMIN_TEXT.textRequired });
  const errors = useFieldErrors(problems);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.check())
      save.mutate({ headline: kind.hasTitle ? headline : null, text, roles: roleSlugs, cohorts: cohorts.map((c) => c.id) });
  };
  const roleBySlug = new Map(roles.map((r) => [r.slug, r]));
  const failure = save.error ?? remove.error;

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="md" aria-labelledby="message-modal-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="message-modal-title">{`${item ? 'Update' : 'Add'} ${kind.noun}`}</DialogTitle>
        <FieldErrorSummary errors={errors} sx={{ mx: 3, mb: 1 }} />
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {kind.hasTitle && (
              <TextField
                label="Title"
                value={headline}
                onChange={(event) => setHeadline(event.target.value)}
                {...errors.fieldProps('headline', ' ')}
                required
                fullWidth
              />
            )}
            <RichTextEditor label="Text" value={text} onChange={setText} field={errors.fieldProps('text')} />
            {kind.hasRoles && (
              <Autocomplete
                multiple
                options={roles.map((r) => r.slug)}
                value={roleSlugs}
                onChange={(_event, slugs) => setRoleSlugs(slugs)}
                getOptionLabel={(slug) => roleBySlug.get(slug)?.name ?? slug}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Displayed to"
                    placeholder={roleSlugs.length ? '' : 'All users'}
                    helperText={
                      kind.hasCohorts
                        ? 'None chosen: every role. With cohorts chosen too, only their people who hold one of these roles see it.'
                        : 'None chosen: all users see it.'
                    }
                  />
                )}
              />
            )}
            {kind.hasCohorts && <CohortPicker value={cohorts} onChange={setCohorts} />}
            {preview && (
              <Paper variant="outlined" sx={{ p: 2 }} aria-label="Preview">
                {kind.hasTitle && (
                  <Typography variant="h6" component="p" gutterBottom>
                    {headline}
                  </Typography>
                )}
                <SafeHtml html={text} />
              </Paper>
            )}
            {failure && (
              <Alert severity="warning" role="alert">
                {errorText(failure, MESSAGES.internalError)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {item && (
            <Button color="error" onClick={() => setConfirmDelete(true)} sx={{ mr: 'auto' }}>
              Delete
            </Button>
          )}
          <Button onClick={() => setPreview((shown) => !shown)}>{preview ? 'Hide preview' : 'Preview'}</Button>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {item ? 'Update' : 'Add'}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        text={MESSAGE_ADMIN_TEXT.deleteConfirm}
        confirmColor="error"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(item!.id)}
        onCancel={() => setConfirmDelete(false)}
      />
    </Dialog>
  );
}
