/**
 * The Filter Cohort Builder List modal (spec 03 §2.3): every filter field, Cancel / Clear / Done;
 * the Enter key applies. The parent saves what Done or Clear hands back. Participant, Created by
 * and Modified by are people pickers searched by name (GET /api/getUserListFilter); a chosen person
 * filters by id, text typed without a choice matches members' names and e-mails.
 */
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { CohortListFilter, IdName } from '@shared/cohort-builder/list.types';
import type { Option } from '@shared/dashboard/types';
import { COHORT_LIST_TEXT as T, PARTICIPANT_COUNT_RANGE } from '@shared/cohort-builder/list.texts';
import { MultiSelect } from '@/components/MultiSelect';
import { ChoiceField, DateRanges, FilterDialog } from '../../components/FilterDialog';
import { PeoplePicker, PersonSearchField } from '../../components/PeoplePicker';
import { useCohortFilterChoices } from '../api/cohort-list';
import { compactCohortFilter } from './filter-storage';

type TextKey = 'name' | 'city' | 'contract' | 'materials';
type DateStem = 'events_start' | 'next_event' | 'created' | 'updated';
type IdsKey = 'states' | 'courses' | 'delivery_models';

const HAS_SUITE = [
  ['', 'Any'],
  ['yes', T.hasSuite.yes],
  ['no', T.hasSuite.no],
  ['some', T.hasSuite.some],
] as const;
const YES_NO = [
  ['', 'Any'],
  ['yes', 'Yes'],
  ['no', 'No'],
] as const;

const RANGES: Array<[DateStem, string]> = [
  ['events_start', 'Events start'],
  ['next_event', 'Next event start'],
  ['created', 'Created'],
  ['updated', 'Modified'],
];

const options = (items: readonly IdName[] | undefined): Option[] => (items ?? []).map((i) => ({ value: i.id, label: i.name }));

/** A count of participants typed: digits only, kept within 0-100; blank is no bound. */
function countOf(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  return Math.min(PARTICIPANT_COUNT_RANGE.max, Math.max(PARTICIPANT_COUNT_RANGE.min, Number(digits)));
}

interface Props {
  initial: CohortListFilter;
  onCancel: () => void;
  onDone: (filter: CohortListFilter) => void;
  onClear: () => void;
}

export function CohortFilterModal({ initial, onCancel, onDone, onClear }: Props) {
  const [filter, setFilter] = useState<CohortListFilter>(initial);
  const choices = useCohortFilterChoices(true).data;
  const set = <K extends keyof CohortListFilter>(key: K, value: CohortListFilter[K]) => setFilter((f) => ({ ...f, [key]: value }));

  const text = (key: TextKey, label: string) => (
    <TextField size="small" label={label} value={filter[key] ?? ''} onChange={(e) => set(key, e.target.value)} />
  );
  const ids = (key: IdsKey, label: string, choicesOf: Option[]) => (
    <MultiSelect label={label} options={choicesOf} value={filter[key] ?? []} onChange={(value) => set(key, value)} keepUnknownValues />
  );
  const count = (key: 'participants_from' | 'participants_to', label: string) => (
    <TextField
      size="small"
      label={label}
      value={filter[key] ?? ''}
      onChange={(e) => set(key, countOf(e.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      helperText={`${PARTICIPANT_COUNT_RANGE.min} to ${PARTICIPANT_COUNT_RANGE.max}`}
    />
  );

  return (
    <FilterDialog
      title="Filter Cohort Builder List"
      onCancel={onCancel}
      onClear={onClear}
      onDone={() => onDone(compactCohortFilter(filter))}
      ranges={<DateRanges ranges={RANGES} value={(key) => filter[key]} onChange={(key, value) => set(key, value)} />}
    >
      <TextField
        size="small"
        label="ID"
        value={filter.id ?? ''}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '');
          set('id', digits ? Number(digits) : null);
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {text('name', 'Name')}
      {text('city', 'City')}
      {ids('states', 'States', options(choices?.states))}
      {ids('courses', 'Course', options(choices?.courses))}
      {ids('delivery_models', 'Delivery model', options(choices?.deliveryModels))}
      {text('contract', 'Contract')}
      <ChoiceField
        label="Client has GSuite?"
        value={filter.has_suite ?? ''}
        choices={HAS_SUITE}
        onChange={(v) => set('has_suite', (v || null) as CohortListFilter['has_suite'])}
      />
      <ChoiceField
        label="Internal?"
        value={filter.internal ?? ''}
        choices={YES_NO}
        onChange={(v) => set('internal', (v || null) as CohortListFilter['internal'])}
      />
      {text('materials', 'Materials')}
      <MultiSelect
        label="Meeting types"
        options={(choices?.meetingTypes ?? []).map((m) => ({ value: m.slug, label: m.name }))}
        value={filter.meeting_types ?? []}
        onChange={(value) => set('meeting_types', value)}
        keepUnknownValues
      />
      <PersonSearchField
        label="Participant"
        typeFilter="participant"
        value={filter.participant}
        valueLabel={filter.participant_label}
        onChange={(participant, label) => setFilter((f) => ({ ...f, participant, participant_label: label }))}
        helperText="Name, e-mail or user ID"
      />
      {count('participants_from', 'Total participants from')}
      {count('participants_to', 'Total participants to')}
      <PeoplePicker
        label="Created by"
        typeFilter="whoCreate"
        value={filter.created_by ?? []}
        known={choices?.createdBy}
        onChange={(value) => set('created_by', value)}
      />
      <PeoplePicker
        label="Modified by"
        typeFilter="whoModify"
        value={filter.updated_by ?? []}
        known={choices?.updatedBy}
        onChange={(value) => set('updated_by', value)}
      />
    </FilterDialog>
  );
}
