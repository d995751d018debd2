import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ImportAnswer, ImportCsvData } from '@shared/user-import/types';

const PAGE_SIZES = [50, 100, 500];

/** The row's cells as one line: "username · email · first last · …" (empty cells left out). */
export function dataLine(data: ImportCsvData): string {
  const name = [data.first_name, data.last_name].filter(Boolean).join(' ');
  return [data.username, data.email, name, data.job_title, data.phone, data.school, data.district, data.state].filter(Boolean).join(' · ');
}

/** The import's result: totals, then one line per row (row, success, message, data), paged. */
export function ImportResults({ answer }: { answer: ImportAnswer }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const rows = answer.response.slice(page * size, (page + 1) * size);
  return (
    <Box>
      <Typography role="status" sx={{ mb: 1 }}>
        Rows: <b>{answer.totalRows}</b> · Saved: <b>{answer.totalSave}</b> · Not saved: <b>{answer.totalRows - answer.totalSave}</b>
        {answer.pendingUsers.length > 0 && (
          <>
            {' '}
            · Pending: <b>{answer.pendingUsers.length}</b>
          </>
        )}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Import result">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Success</TableCell>
              <TableCell>Message</TableCell>
              <TableCell>Data</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.row}>
                <TableCell>{r.row}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: r.success ? 'success.main' : 'error.main' }}>
                    {r.success ? <CheckCircleOutline fontSize="small" /> : <ErrorOutline fontSize="small" />}
                    {r.success ? 'Yes' : 'No'}
                  </Box>
                </TableCell>
                <TableCell>{r.message}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{dataLine(r.csv_data)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {answer.response.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={answer.response.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={size}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setSize(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </Box>
  );
}
