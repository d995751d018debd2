/**
 * The cohort form's Assignments pane (spec 03 §2.4, §3, §5): Participants, Facilitators,
 * Co-Facilitators, Webinar Producer (or Quality Support for the six delivery models of §2.4) and
 * AL Advisers. Facilitators and co-facilitators of a NISL-type course must be national or NISL
 * certified; choosing one, or giving them more units, asks the server whether they already work
 * those days in another cohort, and on a conflict shows its message: Yes/No when only the day is
 * shared (No clears those units), OK when the times overlap (the units are cleared).
 */
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { CohortFormPerson, StaffAssignment, StaffType } from '@shared/cohort-builder/form.types';
import type { CohortCandidate, FacilitatorCheckAnswer } from '@shared/cohort-builder/people.types';
import { QUALITY_SUPPORT_DELIVERY_MODELS } from '@shared/cohort-builder/list.texts';
import { CHECKED_STAFF_TYPES, COHORT_PEOPLE_TEXT, UNIT_STAFF_TYPES, nislEligible } from '@shared/cohort-builder/people.texts';
import { ALL_REMAINING_UNITS_USER_ID } from '@shared/constants';
import { COHORT_TEXT } from '@shared/cohort-builder/form.texts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useFacilitatorCheck } from '../../api/cohort-people';
import type { CohortPaneProps } from '../pane-props';
import { ParticipantsSection } from './ParticipantsSection';
import { ALL_REMAINING_UNITS_PERSON, personName } from './person-name';
import { type SectionNotice, StaffSection } from './StaffSection';
import { coveredDays, unitOptions, withoutConflicts } from './unit-keys';

/** A conflict the server found, waiting for its dialog. */
interface PendingConflict {
  type: StaffType;
  userId: number;
  name: string;
  answer: FacilitatorCheckAnswer;
}

const QUALITY_MODELS: readonly string[] = QUALITY_SUPPORT_DELIVERY_MODELS;

const asPerson = ({ user_id, first_name, last_name, email, username }: CohortCandidate): CohortFormPerson => ({
  user_id,
  first_name,
  last_name,
  email,
  username,
});

export function AssignmentsPane({ values, people, reference, onChange }: CohortPaneProps) {
  const [notices, setNotices] = useState<Partial<Record<StaffType, SectionNotice>>>({});
  const [conflicts, setConflicts] = useState<PendingConflict[]>([]);
  const check = useFacilitatorCheck();
  const quality = QUALITY_MODELS.includes(reference.deliveryModel?.slug ?? '');
  const staffTypes: StaffType[] = ['facilitator', 'cofacilitator', quality ? 'quality' : 'webinar', 'alp_coach'];
  const options = unitOptions(values);

  const notify = (type: StaffType, notice: SectionNotice | null) => setNotices((all) => ({ ...all, [type]: notice ?? undefined }));

  /** Asks the server about the days these units cover; a conflict joins the dialog queue. */
  async function checkSchedule(type: StaffType, userId: number, units: readonly string[], name = personName(people, userId)) {
    if (!CHECKED_STAFF_TYPES.includes(type) || userId === ALL_REMAINING_UNITS_USER_ID) return;
    const days = coveredDays(values, units);
    if (days.length === 0) return;
    try {
      const answer = await check.mutateAsync({
        id_fac: userId,
        dates_events: days,
        id_cohort: values.id,
        unit_work: [...units],
        delivery: values.delivery_model_id,
        name,
      });
      if (answer.programed) setConflicts((queue) => [...queue, { type, userId, name, answer }]);
    } catch {
      notify(type, { severity: 'warning', text: COHORT_PEOPLE_TEXT.checkFailed });
    }
  }

  function addStaff(type: StaffType, person: CohortCandidate) {
    if (CHECKED_STAFF_TYPES.includes(type) && reference.course?.is_nisl && !nislEligible(person)) {
      // Spec 03 §5: the error, and the selection cleared.
      notify(type, {
        severity: 'error',
        text: type === 'facilitator' ? COHORT_TEXT.facilitatorNotCertified : COHORT_TEXT.coFacilitatorNotCertified,
      });
      return;
    }
    notify(type, null);
    const units = UNIT_STAFF_TYPES.includes(type) ? ['all'] : [];
    onChange({ staff: [...values.staff, { user_id: person.user_id, staff_type: type, units }] }, [asPerson(person)]);
    void checkSchedule(type, person.user_id, units, `${person.first_name} ${person.last_name}`.trim());
  }

  function changeUnits(assignment: StaffAssignment, units: string[]) {
    onChange({ staff: values.staff.map((s) => (s === assignment ? { ...s, units } : s)) });
    const added = units.filter((u) => !assignment.units.includes(u));
    if (added.length) void checkSchedule(assignment.staff_type, assignment.user_id, added);
  }

  /** Takes the conflicting days off the person's units; nobody left with no unit stays listed. */
  function clearConflicts(conflict: PendingConflict, days: FacilitatorCheckAnswer['date_coincidence']) {
    const current = values.staff.find((s) => s.user_id === conflict.userId && s.staff_type === conflict.type);
    if (!current) return;
    const units = withoutConflicts(values, current.units, days);
    onChange({
      staff: units.length ? values.staff.map((s) => (s === current ? { ...s, units } : s)) : values.staff.filter((s) => s !== current),
    });
  }

  const current = conflicts[0];
  const sameTime = current ? current.answer.date_coincidence.filter((c) => c.same_time) : [];
  function settle(keep: boolean) {
    if (!current) return;
    const rest = conflicts.slice(1);
    if (current.answer.onlearn_validate) {
      if (!keep) clearConflicts(current, current.answer.date_coincidence);
      setConflicts(rest);
      return;
    }
    // OK: the days at the same time go; days only on the same date are then asked about.
    clearConflicts(current, sameTime);
    const sameDay = current.answer.date_coincidence.filter((c) => !c.same_time);
    const next: PendingConflict[] = sameDay.length
      ? [
          {
            ...current,
            answer: {
              programed: true,
              onlearn_validate: true,
              message: COHORT_PEOPLE_TEXT.conflictSameDay(current.name, sameDay.map(COHORT_PEOPLE_TEXT.conflictLine)),
              date_coincidence: sameDay,
            },
          },
        ]
      : [];
    setConflicts([...next, ...rest]);
  }

  return (
    <>
      <Stack spacing={3} divider={<Divider flexItem />} data-testid="assignments-pane">
        <ParticipantsSection
          participants={values.participants}
          people={people}
          onAdd={(person) => onChange({ participants: [...values.participants, person.user_id] }, [asPerson(person)])}
          onRemove={(userId) => onChange({ participants: values.participants.filter((id) => id !== userId) })}
        />
        {staffTypes.map((type) => (
          <StaffSection
            key={type}
            type={type}
            staff={values.staff.filter((s) => s.staff_type === type)}
            people={people}
            unitOptions={options}
            allowsPlaceholder={CHECKED_STAFF_TYPES.includes(type)}
            notice={notices[type] ?? null}
            onDismissNotice={() => notify(type, null)}
            onAdd={(person) => addStaff(type, person)}
            onAddPlaceholder={() =>
              onChange({ staff: [...values.staff, { user_id: ALL_REMAINING_UNITS_USER_ID, staff_type: type, units: ['all'] }] }, [
                ALL_REMAINING_UNITS_PERSON,
              ])
            }
            onUnits={changeUnits}
            onRemove={(assignment) => onChange({ staff: values.staff.filter((s) => s !== assignment) })}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={current !== undefined}
        text={current?.answer.message ?? ''}
        confirmLabel={current?.answer.onlearn_validate ? 'Yes' : 'OK'}
        cancelLabel={current?.answer.onlearn_validate ? 'No' : null}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </>
  );
}
