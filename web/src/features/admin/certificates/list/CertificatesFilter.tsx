/**
 * The Certificates tab's Filter (spec 03 §2.7): who created or voided (people pickers of
 * GET /api/getUserListFilter whoCreateCertificate / whoVoidCertificate), when (New York dates),
 * and the status. Kept in the browser like the other admin lists' filters.
 */
import type { CertificateListFilter } from '@shared/certificates/list.types';
import { useState } from 'react';
import { ChoiceField, DateRanges, FilterDialog } from '../../components/FilterDialog';
import { browserFilter, withoutEmptyFields } from '../../components/filter-storage';
import { PeoplePicker } from '../../components/PeoplePicker';

export const certificatesFilter = browserFilter<CertificateListFilter>('admin-certificates-filter', (f) => withoutEmptyFields(f));

const RANGES = [
  ['created', 'Created'],
  ['void', 'Voided'],
] as const;

export function CertificatesFilter({
  value,
  onCancel,
  onApply,
}: {
  value: CertificateListFilter;
  onCancel: () => void;
  onApply: (filter: CertificateListFilter) => void;
}) {
  const [draft, setDraft] = useState<CertificateListFilter>(value);
  const set = <K extends keyof CertificateListFilter>(key: K, v: CertificateListFilter[K]) => setDraft((d) => ({ ...d, [key]: v }));
  return (
    <FilterDialog
      title="Filter Certificates"
      onCancel={onCancel}
      onClear={() => onApply({})}
      onDone={() => onApply(withoutEmptyFields(draft))}
      ranges={<DateRanges ranges={RANGES} value={(k) => draft[k]} onChange={(k, v) => set(k, v)} />}
    >
      <PeoplePicker
        label="Created by"
        typeFilter="whoCreateCertificate"
        value={draft.created_by ?? []}
        onChange={(ids) => set('created_by', ids)}
      />
      <PeoplePicker label="Voided by" typeFilter="whoVoidCertificate" value={draft.void_by ?? []} onChange={(ids) => set('void_by', ids)} />
      <ChoiceField
        label="Status"
        value={draft.status ?? ''}
        choices={[
          ['', 'Any'],
          ['active', 'Active'],
          ['void', 'Void'],
        ]}
        onChange={(v) => set('status', v === '' ? null : (v as 'active' | 'void'))}
      />
    </FilterDialog>
  );
}
