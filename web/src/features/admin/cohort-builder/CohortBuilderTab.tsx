/** Admin tab 13 "Cohort Builder" (spec 03 §2.2-2.4): the cohort list, and the cohort form for Add New and Edit. */
import { useState } from 'react';
import { CohortList } from './list/CohortList';

export type CohortBuilderMode = { mode: 'list' } | { mode: 'new' } | { mode: 'edit'; cohortId: number };

export default function CohortBuilderTab() {
  const [mode, setMode] = useState<CohortBuilderMode>({ mode: 'list' });
  // The cohort form renders here for 'new' and 'edit' once it lands; until then every mode shows the list.
  void mode;
  return <CohortList onAddNew={() => setMode({ mode: 'new' })} onEdit={(cohortId) => setMode({ mode: 'edit', cohortId })} />;
}
