/**
 * Facilitator Utilization (spec 03 §2.12): the staff and contractor tables of a program year
 * (July to June), a page of each at a time, with Export (the same filters, every row, as xlsx)
 * and Filter (back to the first pages). The saved filter (Retain
 * filter) is applied when the dialog opens; full screen on phones.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UtilizationFilters } from '@shared/reports/types';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { DownloadStatus } from '@/components/DownloadStatus';
import { errorText } from '@/lib/api-client';
import { useDownload } from '@/lib/download';
import { filtersParam, type UtilizationPages, useSaveUtilizationFilters, useUtilization, useUtilizationOptions } from '../api/data-sets';
import { filtersSet, UtilizationFilterDialog } from './UtilizationFilterDialog';
import { UtilizationTable } from './UtilizationTable';

const FIRST_PAGES: UtilizationPages = { staff: 1, contractor: 1 };

export default function UtilizationDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const options = useUtilizationOptions();
  const [chosen, setChosen] = useState<UtilizationFilters | null>(null);
  // Until the person applies a filter: the saved one (once the options have loaded), else none.
  const filters = chosen ?? (options.data ? (options.data.saved ?? {}) : options.error ? {} : null);
  const [pages, setPages] = useState<UtilizationPages>(FIRST_PAGES);
  const report = useUtilization(filters, pages);
  const save = useSaveUtilizationFilters();
  const download = useDownload();
  const [filterOpen, setFilterOpen] = useState(false);

  function apply(next: UtilizationFilters) {
    setChosen(next);
    setPages(FIRST_PAGES);
    setFilterOpen(false);
    // Retain filter ticked: kept for next time; unticked after a saved one: forgotten.
    if (next.retain_filter || options.data?.saved) save.mutate(next);
  }

  const answer = report.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby="utilization-title" fullWidth maxWidth="xl" fullScreen={phone}>
      <DialogTitle id="utilization-title">Facilitator Utilization</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Button
            variant="outlined"
            disabled={download.running !== null || filters === null}
            onClick={() =>
              filters &&
              void download.start('the utilization export', 'GET /api/export-facilitator-utilization', {
                query: { filters: filtersParam(filters) },
              })
            }
          >
            Export
          </Button>
          <Button
            variant={filters && filtersSet(filters) ? 'contained' : 'outlined'}
            disabled={!options.data}
            aria-haspopup="dialog"
            onClick={() => setFilterOpen(true)}
          >
            Filter
          </Button>
          {filters && filtersSet(filters) ? (
            <Typography variant="body2" data-testid="utilization-filtered">
              Filters have been set.
            </Typography>
          ) : null}
          {answer ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="utilization-year">
              {`July ${answer.year} – June ${answer.year + 1}`}
            </Typography>
          ) : null}
        </Box>
        <DownloadStatus download={download} />
        {save.error ? (
          <Alert severity="warning" onClose={() => save.reset()}>
            {`The filter could not be saved: ${errorText(save.error, MESSAGES.internalError)}`}
          </Alert>
        ) : null}
        {report.error ? (
          <Alert severity="error">{errorText(report.error, MESSAGES.internalError)}</Alert>
        ) : !answer ? (
          <CircularProgress aria-label="Loading the facilitator utilization" />
        ) : (
          <Box aria-busy={report.isFetching} sx={{ opacity: report.isFetching ? 0.6 : 1 }}>
            <UtilizationTable
              title="Staff"
              rows={answer.facilitators_staff}
              year={answer.year}
              paging={{ page: pages.staff, total: answer.staff_total, onPage: (staff) => setPages({ ...pages, staff }) }}
            />
            <UtilizationTable
              title="Contractors"
              rows={answer.facilitators_contractor}
              year={answer.year}
              paging={{
                page: pages.contractor,
                total: answer.contractor_total,
                onPage: (contractor) => setPages({ ...pages, contractor }),
              }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {filterOpen && options.data && filters ? (
        <UtilizationFilterDialog
          options={options.data}
          value={filters}
          year={answer?.year}
          onCancel={() => setFilterOpen(false)}
          onApply={apply}
        />
      ) : null}
    </Dialog>
  );
}
