/**
 * The Data Sets dialog (spec 03 §2.12), opened by the top bar's Data item (nisl_manager): the
 * nightly files to download, each with its date; Certificates Created, which the documented
 * GET /api/export_certificate writes when asked (spec 03 §7 lists it among the dialog's
 * downloads); the Attendance Audit, Attendance Raw Data and Facilitator Utilization dialogs;
 * Feedback Diagnostics Data opens its external host.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DATA_SETS, REPORTS_TEXT, type DataSetName } from '@shared/reports/texts';
import { lazy, Suspense, useState } from 'react';
import { useDownload } from '@/lib/download';
import { useOpenReportHost } from '../hooks/useOpenReportHost';
import { AttendanceAuditDialog } from './AttendanceAuditDialog';
import { AttendanceRawDataDialog } from './AttendanceRawDataDialog';
import { DataSetItem, DialogNotices, ItemList, ItemRow } from './DataSetItem';

const UtilizationDialog = lazy(() => import('./UtilizationDialog'));

/** The nightly files of the dialog itself, in the spec's order; Certificates Created comes after the first two. */
const FILES_BEFORE: ReadonlyArray<DataSetName> = ['user-accounts', 'cohort-data'];
const FILES_AFTER: ReadonlyArray<DataSetName> = ['master-schedule', 'facilitator-schedule'];

const CERTIFICATES_CREATED = 'Certificates Created';

type Opened = 'audit' | 'raw' | 'utilization' | null;

export default function DataSetsDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const download = useDownload();
  const host = useOpenReportHost();
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="data-sets-title" fullWidth maxWidth="xs" fullScreen={phone}>
        <DialogTitle id="data-sets-title">Data Sets</DialogTitle>
        <DialogContent>
          <DialogNotices download={download} host={host} />
          <ItemList label="Data sets">
            {FILES_BEFORE.map((name) => (
              <DataSetItem key={name} name={name} label={DATA_SETS[name].title} download={download} />
            ))}
            <ItemRow
              below={
                <Typography id="data-set-certificates" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                  {REPORTS_TEXT.certificatesOnRequest}
                </Typography>
              }
            >
              <Button
                variant="outlined"
                fullWidth
                disabled={download.running !== null}
                aria-describedby="data-set-certificates"
                onClick={() => void download.start(CERTIFICATES_CREATED, 'GET /api/export_certificate')}
              >
                {CERTIFICATES_CREATED}
              </Button>
            </ItemRow>
            {FILES_AFTER.map((name) => (
              <DataSetItem key={name} name={name} label={DATA_SETS[name].title} download={download} />
            ))}
            <ItemRow>
              <Button variant="outlined" fullWidth aria-haspopup="dialog" onClick={() => setOpened('audit')}>
                Attendance Audit
              </Button>
            </ItemRow>
            <ItemRow>
              <Button variant="outlined" fullWidth aria-haspopup="dialog" onClick={() => setOpened('raw')}>
                Attendance Raw Data
              </Button>
            </ItemRow>
            <ItemRow>
              <Button variant="outlined" fullWidth aria-haspopup="dialog" onClick={() => setOpened('utilization')}>
                Facilitator Utilization
              </Button>
            </ItemRow>
            <ItemRow>
              <Button variant="outlined" fullWidth onClick={() => host.open('feedback-diagnostics')}>
                Feedback Diagnostics Data
              </Button>
            </ItemRow>
          </ItemList>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {opened === 'audit' ? <AttendanceAuditDialog onClose={close} /> : null}
      {opened === 'raw' ? <AttendanceRawDataDialog onClose={close} /> : null}
      {opened === 'utilization' ? (
        <Suspense
          fallback={
            <CircularProgress aria-label="Loading the facilitator utilization" sx={{ position: 'fixed', top: '50%', left: '50%' }} />
          }
        >
          <UtilizationDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
