/**
 * Attendance Raw Data (spec 03 §2.12): the attendance files of 2021 on and of 2019-2020 and the
 * Ext attendance details, each with its date; the pre-2019 report is opened on its external
 * content host with the person's token (no date: the button does not serve the portal's file).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDownload } from '@/lib/download';
import { useOpenReportHost } from '../hooks/useOpenReportHost';
import { DataSetItem, DialogNotices, ItemList, ItemRow } from './DataSetItem';

export function AttendanceRawDataDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const download = useDownload();
  const host = useOpenReportHost();
  return (
    <Dialog open onClose={onClose} aria-labelledby="attendance-raw-title" fullWidth maxWidth="xs" fullScreen={phone}>
      <DialogTitle id="attendance-raw-title">Attendance Raw Data</DialogTitle>
      <DialogContent>
        <DialogNotices download={download} host={host} />
        <ItemList label="Attendance files">
          <DataSetItem name="attendance-2021-on" label="2021 on" download={download} />
          <DataSetItem name="attendance-2019-2020" label="2019-2020" download={download} />
          <ItemRow
            below={
              <Typography id="attendance-pre-2019-note" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                May 2016 to December 2018, on the content host (opens in a new tab)
              </Typography>
            }
          >
            <Button
              variant="outlined"
              fullWidth
              aria-describedby="attendance-pre-2019-note"
              onClick={() => host.open('attendance-pre-2019')}
            >
              pre-2019
            </Button>
          </ItemRow>
          <DataSetItem name="attendance-ext" label="Ext attendance details" download={download} />
        </ItemList>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
