/**
 * The manager data sets (spec 03 §2.12): the top bar's Data item opens `<DataSets />`, whose
 * dialogs (Data Sets, Attendance Audit, Attendance Raw Data, Facilitator Utilization) load in
 * their own chunks when first opened.
 */
import { lazy, Suspense } from 'react';

const DataSetsDialog = lazy(() => import('./components/DataSetsDialog'));

export function DataSets({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DataSetsDialog onClose={onClose} />
    </Suspense>
  );
}
