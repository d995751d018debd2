import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BomRow } from '@shared/materials/types';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { QueryContent } from '@/components/QueryContent';
import { errorText } from '@/lib/api-client';
import { NoticeSnackbar, useNotice } from '@/components/NoticeSnackbar';
import { AdminTable } from '../components/AdminTable';
import { WhenBy } from '../components/WhenBy';
import { useCourses } from '@/lib/lookups';
import { downloadBomFile, useBoms, useDefaultCourse, useRefreshBoms } from './api/materials';
import { ImportMaterialsDialog } from './ImportMaterialsDialog';

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
          <AdminTable
            label="Materials lists (BOM)"
            rows={data}
            rowKey={(row) => row.id}
            empty="No materials lists yet."
            columns={[
              { label: 'Course', cell: (row) => row.course.name },
              {
                label: 'File',
                sx: { minWidth: 180 },
                cell: (row) => (
                  <>
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
                  </>
                ),
              },
              { label: 'Created', cell: (row) => <WhenBy at={row.created_at} by={row.who_created} /> },
              { label: 'Modified', cell: (row) => <WhenBy at={row.updated_at} by={row.who_updated} /> },
              {
                label: 'Edit',
                action: true,
                cell: (row) => (
                  <Button size="small" onClick={() => setImporting(row)} aria-label={`Edit ${row.course.name}`}>
                    Edit
                  </Button>
                ),
              },
            ]}
          />
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
