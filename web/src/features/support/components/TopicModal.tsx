/**
 * Add Topic / Edit Topic (spec 03 §2.11, §5): the session (tab) and the topic are required
 * ('Choose a session', 'Enter the topic'); a PDF and a video, each uploaded as soon as chosen.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SupportTab, SupportTopic } from '@shared/support/types';
import { SUPPORT_TEXT } from '@shared/support/texts';
import { useId, useState } from 'react';
import type { FileChange } from '../api/support';
import { useFormSave } from '../hooks/useSupportChanges';
import { FileField, fileBlocksSave, type FileState } from './FileField';

const initialFile = (name: string | null): FileState => (name ? { status: 'kept', name } : { status: 'none' });

/** What the save sends for one file: nothing when it is as it was. */
function changeOf(initial: string | null, state: FileState): FileChange {
  if (state.status === 'uploaded') return { change: true, key: state.key, name: state.name };
  if (state.status === 'none' && initial) return { change: true, key: null, name: null };
  return { change: false };
}

export function TopicModal({
  topic,
  tabs,
  defaultTab,
  onClose,
  onSaved,
}: {
  /** null: Add Topic. */
  topic: SupportTopic | null;
  tabs: readonly SupportTab[];
  defaultTab: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [tabId, setTabId] = useState<number | ''>(topic?.support_session_id ?? defaultTab ?? '');
  const [name, setName] = useState(topic?.name ?? '');
  const [pdf, setPdf] = useState<FileState>(initialFile(topic?.pdf ?? null));
  const [video, setVideo] = useState<FileState>(initialFile(topic?.video ?? null));
  const [tried, setTried] = useState(false);
  const { submit: save, failure, pending } = useFormSave(onSaved);

  const sessionError = tried && tabId === '' ? SUPPORT_TEXT.chooseSession : null;
  const nameError = tried && name.trim() === '' ? SUPPORT_TEXT.enterTopic : null;
  const blocked = fileBlocksSave(pdf) || fileBlocksSave(video);

  function submit() {
    setTried(true);
    save(
      tabId === '' || name.trim() === ''
        ? null
        : {
            what: 'topic',
            id: topic?.id ?? null,
            draft: {
              support_session_id: tabId,
              name: name.trim(),
              pdf: changeOf(topic?.pdf ?? null, pdf),
              video: changeOf(topic?.video ?? null, video),
            },
          },
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{topic ? 'Edit Topic' : 'Add Topic'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Session"
            value={tabId}
            onChange={(event) => setTabId(Number(event.target.value))}
            error={sessionError !== null}
            helperText={sessionError ?? ' '}
            required
          >
            {tabs.map((tab) => (
              <MenuItem key={tab.id} value={tab.id}>
                {tab.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Topic"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== null}
            helperText={nameError ?? ' '}
            required
            slotProps={{ htmlInput: { maxLength: 191 } }}
          />
          <Stack spacing={0.5}>
            <Typography variant="subtitle2" component="h3">
              PDF
            </Typography>
            <FileField kind="pdf" initial={initialFile(topic?.pdf ?? null)} state={pdf} onChange={setPdf} />
          </Stack>
          <Stack spacing={0.5}>
            <Typography variant="subtitle2" component="h3">
              Video
            </Typography>
            <FileField kind="video" initial={initialFile(topic?.video ?? null)} state={video} onChange={setVideo} />
          </Stack>
          {failure && (
            <Typography color="error" role="alert">
              {failure}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={blocked} loading={pending}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
