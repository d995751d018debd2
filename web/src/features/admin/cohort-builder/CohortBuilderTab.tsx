/** Admin tab 13 "Cohort Builder" (spec 03 §2.2-2.4): the cohort list, and the cohort form for Add New and Edit. */
import Box from '@mui/material/Box';
import { Suspense, lazy, useState } from 'react';
import { PageFallback } from '@/components/PageFallback';
import { CohortList } from './list/CohortList';

/** The form is its own chunk: the list opens without it. */
const CohortFormPage = lazy(() => import('./form/CohortFormPage'));

export type CohortBuilderMode = { mode: 'list' } | { mode: 'new' } | { mode: 'edit'; cohortId: number };

export default function CohortBuilderTab() {
  const [mode, setMode] = useState<CohortBuilderMode>({ mode: 'list' });
  return (
    <>
      {/* Hidden, not unmounted, while the form is open: its page, sort and search are there on return, refreshed by a save. */}
      <Box hidden={mode.mode !== 'list'}>
        <CohortList onAddNew={() => setMode({ mode: 'new' })} onEdit={(cohortId) => setMode({ mode: 'edit', cohortId })} />
      </Box>
      {mode.mode !== 'list' && (
        <Suspense fallback={<PageFallback />}>
          <CohortFormPage cohortId={mode.mode === 'edit' ? mode.cohortId : null} onClose={() => setMode({ mode: 'list' })} />
        </Suspense>
      )}
    </>
  );
}
