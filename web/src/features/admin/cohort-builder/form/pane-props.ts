/**
 * What the cohort form hands each of its panes (Assignments, Cohort Schedule, Settings): the
 * values being edited, the people they name, the reference data they need, and one way to change
 * them, so that the form alone holds the state (and knows whether there are unsaved changes).
 */
import type { CohortFormPerson, CohortFormValues } from '@shared/cohort-builder/form.types';
import type { FieldErrors } from '../../components/field-errors';
import type { CohortField } from './cohort-form-state';

export interface CohortFormCourse {
  id: number;
  key: number;
  name: string;
  /** How many units the course has (GET /api/course_sections/{course}). */
  section_units: number;
  is_nisl: boolean;
}

export interface CohortFormDeliveryModel {
  id: number;
  slug: string;
  name: string;
}

export interface CohortFormReference {
  /** The chosen course, once known. */
  course: CohortFormCourse | undefined;
  deliveryModel: CohortFormDeliveryModel | undefined;
  meetingTypes: ReadonlyArray<{ slug: string; name: string }>;
}

export interface CohortPaneProps {
  values: CohortFormValues;
  /** Everyone the values name, by user id, with what the pickers show. */
  people: ReadonlyMap<number, CohortFormPerson>;
  reference: CohortFormReference;
  /** Change some values; `added` names people the change brings in (picked in a search). */
  onChange: (patch: Partial<CohortFormValues>, added?: readonly CohortFormPerson[]) => void;
  /** What stops the save, marked on the fields that show it (`errors.fieldProps(field)`); the form's panes are given it. */
  errors?: FieldErrors<CohortField>;
}
