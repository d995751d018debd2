/**
 * Admin tab 17, PDF Log (spec 03 §2.8, §5, §7; senior admin only): start and end dates, both
 * required; Show Summary lists Total, Success, Failures, Not Found, Empty Token and Missing File
 * with their count and percent of the total; Download xlsx saves the attempts of the dates.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PdfLogSummary } from '@shared/certificates/list.types';
import { CERTIFICATE_LIST_TEXT as T, PDF_LOG_SUMMARY_ROWS } from '@shared/certificates/list.texts';
import { internalError } from '@shared/texts/http';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/lib/api-client';
import { useDownload } from '@/lib/download';
import { fetchPdfLogSummary } from '../api/certificates';
import { FIELD_ERRORS_CHECK_TITLE, FieldErrorSummary, type FieldProblem, useFieldErrors } from '../../components/field-errors';

/** The share of the total, one decimal: '33.3%' ('0%' of nothing). */
export function percentOf(count: number, total: number): string {
  if (total === 0) return '0%';
  return `${Math.round((count / total) * 1000) / 10}%`;
}

export default function PdfLogTab() {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const summary = useMutation({ mutationFn: ({ s, e }: { s: string; e: string }) => fetchPdfLogSummary(s, e) });
  const download = useDownload();
  const problems: FieldProblem<'start' | 'end'>[] = [];
  if (start === '') problems.push({ field: 'start', message: T.startDateRequired });
  if (end === '') problems.push({ field: 'end', message: T.endDateRequired });
  const errors = useFieldErrors(problems);

  /** Both dates given: runs the action; otherwise marks the missing ones and focuses the first. */
  const withDates = (action: () => void) => {
    if (errors.check()) action();
  };
  const result: PdfLogSummary | undefined = summary.data;
  const failure = summary.error ?? download.error;

  return (
    <Card>
      <CardHeader title="PDF Log" />
      <CardContent>
        <Stack spacing={2}>
          <FieldErrorSummary errors={errors} title={FIELD_ERRORS_CHECK_TITLE} />
          <Box
            component="form"
            noValidate
            aria-label="PDF log dates"
            onSubmit={(e) => {
              e.preventDefault();
              withDates(() => summary.mutate({ s: start, e: end }));
            }}
            sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <TextField
              size="small"
              type="date"
              label="Start date"
              required
              value={start}
              onChange={(e) => setStart(e.target.value)}
              {...errors.fieldProps('start', ' ')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label="End date"
              required
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              {...errors.fieldProps('end', ' ')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button type="submit" variant="contained" disabled={summary.isPending}>
              Show Summary
            </Button>
            <Button
              variant="outlined"
              disabled={download.running !== null}
              onClick={() => withDates(() => download.start('pdf-log', 'GET /api/pdf_log', { query: { start, end, type: 'download' } }))}
            >
              Download xlsx
            </Button>
          </Box>
          {failure ? <Alert severity="error">{errorText(failure, internalError)}</Alert> : null}
          {result ? (
            result.total === 0 ? (
              <Typography>{T.noAttempts}</Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="PDF log summary" sx={{ maxWidth: 480 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Outcome</TableCell>
                      <TableCell align="right">Count</TableCell>
                      <TableCell align="right">Percent</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {PDF_LOG_SUMMARY_ROWS.map(({ key, label }) => (
                      <TableRow key={key}>
                        <TableCell component="th" scope="row">
                          {label}
                        </TableCell>
                        <TableCell align="right">{result[key]}</TableCell>
                        <TableCell align="right">{percentOf(result[key], result.total)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
