/** A titled, compact table of the roster's report dialogs; "None." when it has no rows. */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function ReportTable({ title, testId, empty, children }: { title: string; testId: string; empty: boolean; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          None.
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            {children}
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
