/**
 * The support page (/support, spec 03 §2.11): tabs of topics, each topic with a play-video button
 * (the video plays in the page, streamed and seekable) and a view-pdf link. Administrators also get
 * Add Topic, tab settings, edit and delete of topics, their activity switches and reordering by
 * drag or by the move buttons.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Settings from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SupportPageAnswer, SupportTab, SupportTopic } from '@shared/support/types';
import { SUPPORT_TEXT } from '@shared/support/texts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryContent } from '@/components/QueryContent';
import { NoticeSnackbar } from '@/components/NoticeSnackbar';
import { useSupportPage } from '../api/support';
import { useNoticedChanges } from '../hooks/useSupportChanges';
import { dragProps, ReorderButtons } from '../components/ReorderButtons';
import { TabSettingsDialog } from '../components/TabSettingsDialog';
import { TopicModal } from '../components/TopicModal';

/** The video in a dialog of the page: the browser streams it from S3 by range requests, so it seeks. */
function VideoDialog({ topic, onClose }: { topic: SupportTopic; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{topic.name}</DialogTitle>
      <DialogContent>
        {/* biome-ignore lint/a11y/useMediaCaption: the organisation's help videos come without caption files */}
        <video
          src={topic.video_url ?? undefined}
          controls
          autoPlay
          preload="metadata"
          aria-label={`Video: ${topic.name}`}
          style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function TopicRow({
  topic,
  index,
  topics,
  canEdit,
  busy,
  onPlay,
  onEdit,
  onDelete,
  onToggle,
  onMove,
}: {
  topic: SupportTopic;
  index: number;
  topics: readonly SupportTopic[];
  canEdit: boolean;
  busy: boolean;
  onPlay: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: () => void;
  onMove: (sourceId: number, targetId: number) => void;
}) {
  return (
    <ListItem divider {...dragProps('topic', topic.id, canEdit && !busy, onMove)} sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 0, sm: 2 } }}>
      {canEdit && <DragIndicator aria-hidden sx={{ color: 'text.secondary', cursor: 'grab' }} />}
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {topic.name}
          {!topic.is_active && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' (not activated)'}
            </Typography>
          )}
        </Typography>
        {canEdit && (
          <Typography variant="caption" color="text.secondary">
            {`Updated by ${topic.first_name} ${topic.last_name}`}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {topic.video_url && (
          <Button
            variant="contained"
            size="small"
            startIcon={<PlayCircleOutlined />}
            onClick={onPlay}
            aria-label={`Play video: ${topic.name}`}
          >
            Play video
          </Button>
        )}
        {topic.pdf_url && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PictureAsPdf />}
            href={topic.pdf_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View PDF: ${topic.name}`}
          >
            View PDF
          </Button>
        )}
        {canEdit && (
          <>
            <Switch
              checked={topic.is_active}
              disabled={busy}
              onChange={onToggle}
              slotProps={{ input: { 'aria-label': `${topic.name} active` } }}
            />
            <ReorderButtons
              name={topic.name}
              previous={topics[index - 1]?.id}
              next={topics[index + 1]?.id}
              disabled={busy}
              onMove={(target) => onMove(topic.id, target)}
            />
            <IconButton aria-label={`Edit ${topic.name}`} onClick={onEdit}>
              <EditOutlined />
            </IconButton>
            <IconButton aria-label={`Delete ${topic.name}`} onClick={onDelete}>
              <DeleteOutlined />
            </IconButton>
          </>
        )}
      </Stack>
    </ListItem>
  );
}

type Modal = { kind: 'topic'; topic: SupportTopic | null } | { kind: 'tabs' } | { kind: 'video'; topic: SupportTopic } | null;

function SupportContent({ answer }: { answer: SupportPageAnswer }) {
  const tabs: readonly SupportTab[] = Array.isArray(answer.data) ? answer.data : [];
  const canEdit = answer.can_edit === true;
  const [selected, setSelected] = useState<number | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const { run, busy, saved, notice, closeNotice, deleting, setDeleting } = useNoticedChanges<SupportTopic>();
  const current = tabs.find((t) => t.id === selected) ?? tabs[0];
  const move = (source_id: number, target_id: number) => run({ what: 'topic-order', source_id, target_id });

  return (
    <>
      {canEdit && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setModal({ kind: 'topic', topic: null })}
            disabled={tabs.length === 0}
          >
            Add Topic
          </Button>
          <Button variant="outlined" startIcon={<Settings />} onClick={() => setModal({ kind: 'tabs' })}>
            Tab settings
          </Button>
        </Stack>
      )}
      {tabs.length === 0 || !current ? (
        <Typography>{SUPPORT_TEXT.noTabs}</Typography>
      ) : (
        <>
          <Tabs
            value={current.id}
            onChange={(_, id: number) => setSelected(id)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Support tabs"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.id}
                value={tab.id}
                label={tab.is_active ? tab.name : `${tab.name} (not activated)`}
                id={`support-tab-${tab.id}`}
                aria-controls={`support-panel-${tab.id}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`support-panel-${current.id}`} aria-labelledby={`support-tab-${current.id}`}>
            {current.topics.length === 0 ? (
              <Typography sx={{ mt: 2 }}>{SUPPORT_TEXT.noTopics}</Typography>
            ) : (
              <List aria-label={`Topics of ${current.name}`}>
                {current.topics.map((topic, index) => (
                  <TopicRow
                    key={topic.id}
                    topic={topic}
                    index={index}
                    topics={current.topics}
                    canEdit={canEdit}
                    busy={busy}
                    onPlay={() => setModal({ kind: 'video', topic })}
                    onEdit={() => setModal({ kind: 'topic', topic })}
                    onDelete={() => setDeleting(topic)}
                    onToggle={() => run({ what: 'topic-state', id: topic.id, is_active: !topic.is_active })}
                    onMove={move}
                  />
                ))}
              </List>
            )}
          </Box>
        </>
      )}
      {modal?.kind === 'video' && <VideoDialog topic={modal.topic} onClose={() => setModal(null)} />}
      {modal?.kind === 'topic' && (
        <TopicModal
          topic={modal.topic}
          tabs={tabs}
          defaultTab={current?.id ?? null}
          onClose={() => setModal(null)}
          onSaved={(text) => {
            setModal(null);
            saved(text);
          }}
        />
      )}
      {modal?.kind === 'tabs' && <TabSettingsDialog tabs={tabs} onClose={() => setModal(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        text={SUPPORT_TEXT.deleteConfirm}
        confirmLabel="Delete"
        confirmColor="error"
        busy={busy}
        onConfirm={() => deleting && run({ what: 'delete-topic', id: deleting.id })}
        onCancel={() => setDeleting(null)}
      />
      <NoticeSnackbar notice={notice} onClose={closeNotice} />
    </>
  );
}

export default function SupportPage() {
  const query = useSupportPage();
  return (
    <Box component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Support
      </Typography>
      <QueryContent query={query} loadingLabel="Loading the support topics">
        {(answer) => <SupportContent answer={answer} />}
      </QueryContent>
    </Box>
  );
}
