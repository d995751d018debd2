import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BomRow } from '@shared/materials/types';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { QueryContent } from '@/components/QueryContent';
import { errorText } from '@/lib/api-client';
import { NoticeSnackbar, useNotice } from '@/components/NoticeSnackbar';
import { WhenBy } from '../components/WhenBy';
import { useCourses } from '@/lib/lookups';
import { downloadBomFile, useBoms, useDefaultCourse, useRefreshBoms } from './api/materials';
import { ImportMaterialsDialog } from './ImportMaterialsDialog';

const HEADERS = ['Course', 'File', 'Created', 'Modified', 'Edit'];

/**
 * Admin tab 14, BOM (spec 03 §2.5): each course's last imported materials file (course, file,
 * created, modified, Edit), Add New and Edit opening the import form (Edit with the row's course).
 * Under the file name, the statuses the file gave the course's cohorts.
 */
export default function BomTab() {
  const boms = useBoms();
  const courses = useCourses();
  const defaultCourse = useDefaultCourse();
  const refresh = useRefreshBoms();
  const { notice, setNotice, close } = useNotice();
  /** undefined: closed; null: Add New; a row: its Edit. */
  const [importing, setImporting] = useState<BomRow | null | undefined>(undefined);

  async function download(row: BomRow) {
    try {
      await downloadBomFile(row.file_url);
    } catch (error) {
      setNotice({ severity: 'warning', text: errorText(error, MESSAGES.internalError) });
    }
  }

  const known = (id: number | undefined) => (courses.data ?? []).some((c) => c.id === id);
  const preset = defaultCourse.data?.default_course;
  return (
    <Box>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setImporting(null)} sx={{ mb: 2 }}>
        Add New
      </Button>
      <QueryContent query={boms} loadingLabel="Loading the materials lists">
        {(data) => (
          <TableContainer>
            <Table size="small" aria-label="Materials lists (BOM)">
              <TableHead>
                <TableRow>
                  {HEADERS.map((header) => (
                    <TableCell key={header}>{header}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={HEADERS.length}>No materials lists yet.</TableCell>
                  </TableRow>
                )}
                {data.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell>{row.course.name}</TableCell>
                    <TableCell sx={{ minWidth: 180 }}>
                      <Link
                        component="button"
                        type="button"
                        onClick={() => void download(row)}
                        sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                      >
                        {row.file_name}
                      </Link>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {`${row.cohorts} cohort${row.cohorts === 1 ? '' : 's'}: ${row.material_status}`}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <WhenBy at={row.created_at} by={row.who_created} />
                    </TableCell>
                    <TableCell>
                      <WhenBy at={row.updated_at} by={row.who_updated} />
                    </TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setImporting(row)} aria-label={`Edit ${row.course.name}`}>
                        Edit
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryContent>
      {importing !== undefined && (
        <ImportMaterialsDialog
          courses={courses.data ?? []}
          course={importing ? importing.course.id : known(preset) ? preset! : null}
          lockCourse={importing !== null}
          onClose={(done) => {
            setImporting(undefined);
            if (done) {
              setNotice({ severity: 'success', text: done.message });
              void refresh();
            }
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </Box>
  );
}
