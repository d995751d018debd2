import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { useFrameAddress } from '@/lib/portal-config';

/**
 * The attendance policy modal (spec 01 §2 "Avatar dropdown"): the policy page (frame
 * `attendance-policy` of /portal-config.json) in a frame, with a Print button that prints the
 * framed page; a page of another site cannot be printed from here, so it opens in a new tab instead.
 */
export function AttendancePolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const address = useFrameAddress('attendance-policy', open);
  const frame = useRef<HTMLIFrameElement>(null);

  function print() {
    const target = frame.current?.contentWindow;
    try {
      if (!target) throw new Error('no frame');
      target.focus();
      target.print();
    } catch {
      if (address) window.open(address, '_blank', 'noopener');
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="attendance-policy-title" fullWidth maxWidth="md">
      <DialogTitle id="attendance-policy-title">Attendance Policy</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: '70vh' }}>
        {address ? (
          <Box
            component="iframe"
            ref={frame}
            src={address}
            title="Attendance policy"
            sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
          />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={print} disabled={!address}>
          Print
        </Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
