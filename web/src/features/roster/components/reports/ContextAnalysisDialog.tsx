/**
 * The Context Analysis Tool report (spec 01 §2, §4 "Frame tools"): the tool's page (frame
 * `context-analysis` of /portal-config.json) with a token the server issues only for cohorts that
 * offer the tool; opened afresh each time, since the token lives five minutes.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { CONTEXT_ANALYSIS_TOOL } from '@shared/constants';
import { withQuery } from '@shared/frames';
import * as MESSAGES from '@shared/texts/general';
import { errorText } from '@/lib/api-client';
import { useFrameAddress } from '@/lib/portal-config';
import { useContextAnalysisToken } from '../../api/reports';

export function ContextAnalysisDialog({ open, onClose, cohortId }: { open: boolean; onClose: () => void; cohortId: number }) {
  const base = useFrameAddress('context-analysis', open);
  const token = useContextAnalysisToken(cohortId, open);
  const address =
    base && token.data ? withQuery(base, { token: token.data, cohort_id: cohortId, tool_id: CONTEXT_ANALYSIS_TOOL.id }) : undefined;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="context-analysis-title" fullWidth maxWidth="lg">
      <DialogTitle id="context-analysis-title">Context Analysis Tool Report</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: '75vh' }}>
        {token.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorText(token.error, MESSAGES.internalError)}
          </Alert>
        ) : address ? (
          <Box
            component="iframe"
            src={address}
            title="Context Analysis Tool report"
            sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
          />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
