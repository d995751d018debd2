import type { CohortFormPerson } from '@shared/cohort-builder/form.types';
import { COHORT_PEOPLE_TEXT } from '@shared/cohort-builder/people.texts';
import { ALL_REMAINING_UNITS_USER_ID } from '@shared/constants';

/** The placeholder facilitator (spec 03 §3: user 13450 stands for 'all remaining units'). */
export const ALL_REMAINING_UNITS_PERSON: CohortFormPerson = {
  user_id: ALL_REMAINING_UNITS_USER_ID,
  first_name: COHORT_PEOPLE_TEXT.allRemainingUnits,
  last_name: '',
  email: '',
  username: '',
};

/** How a person on the form reads: first and last name, the placeholder's label, or the id when unknown. */
export function personName(people: ReadonlyMap<number, CohortFormPerson>, userId: number): string {
  if (userId === ALL_REMAINING_UNITS_USER_ID) return COHORT_PEOPLE_TEXT.allRemainingUnits;
  const person = people.get(userId);
  return person ? `${person.first_name} ${person.last_name}`.trim() : `User #${userId}`;
}
