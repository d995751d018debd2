/** One data set of the dialogs: its button and the date of the file it serves (spec 03 §7 "a date string shown with each report"). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import * as MESSAGES from '@shared/texts/general';
import { DATA_SETS, REPORTS_TEXT, type DataSetName } from '@shared/reports/texts';
import type { ReactNode } from 'react';
import { DownloadStatus } from '@/components/DownloadStatus';
import { ApiError, errorText } from '@/lib/api-client';
import type { useDownload } from '@/lib/download';
import { useReportDate } from '../api/data-sets';
import type { ReportHostOpener } from '../hooks/useOpenReportHost';

export type Download = ReturnType<typeof useDownload>;

/** An external report host that could not be opened (no session, the configuration unreadable). */
const HOST_FAILED = 'The report could not be opened. Please try again.';

/** A file not written yet answers 404: its message says when the files are written. */
export function describeDownloadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return REPORTS_TEXT.notGenerated;
  return errorText(error, MESSAGES.downloadFailed);
}

/** A dialog's notices above its list: a download's progress or refusal, and a report host that could not be opened. */
export function DialogNotices({ download, host }: { download: Download; host: ReportHostOpener }) {
  return (
    <>
      <DownloadStatus download={download} describeError={describeDownloadError} />
      {host.failed ? (
        <Alert severity="error" onClose={host.dismiss}>
          {HOST_FAILED}
        </Alert>
      ) : null}
    </>
  );
}

/** The line under a download: when its file was written (New York time), or that it is not yet. */
export function FileDate({ name, id }: { name: DataSetName; id: string }) {
  const date = useReportDate(name);
  let text: string;
  if (date.error) text = 'The date of this file could not be read.';
  else if (!date.data) text = 'Reading the date of this file…';
  else text = date.data.date ? `File of ${date.data.date} (Eastern)` : REPORTS_TEXT.noDate;
  return (
    <Typography id={id} variant="caption" sx={{ color: 'text.secondary', display: 'block' }} data-testid={`date-${name}`}>
      {text}
    </Typography>
  );
}

/** A row of a dialog: the button, and what is under it. */
export function ItemRow({ children, below }: { children: ReactNode; below?: ReactNode }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 0.75 }}>
      {children}
      {below}
    </Box>
  );
}

/** A button that downloads a data set's file, with the file's date under it. */
export function DataSetItem({ name, label, download }: { name: DataSetName; label: string; download: Download }) {
  const route = DATA_SETS[name].download;
  const dateId = `data-set-date-${name}`;
  return (
    <ItemRow below={<FileDate name={name} id={dateId} />}>
      <Button
        variant="outlined"
        fullWidth
        disabled={download.running !== null}
        aria-describedby={dateId}
        onClick={() => void download.start(label, route.key, route.params ? { params: route.params } : {})}
      >
        {label}
      </Button>
    </ItemRow>
  );
}

/** The list the rows sit in. */
export function ItemList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
      {children}
    </Box>
  );
}
