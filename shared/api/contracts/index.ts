/**
 * The zod schemas of every built route, keyed by route key. The route table (routes.ts) stays
 * free of zod so that the web's first bundle does not carry it; the server merges the two.
 */
import type { RouteKey } from '../routes.ts';
import { ACCOUNT_CONTRACTS } from './accounts.ts';
import { AUTH_CONTRACTS } from './auth.ts';
import { CERTIFICATE_CONTRACTS } from './certificates.ts';
import { CHANGE_USERNAME_CONTRACTS } from './change-username.ts';
import { COHORT_FORM_CONTRACTS } from './cohort-form.ts';
import { COHORT_LIST_CONTRACTS } from './cohort-list.ts';
import { COHORT_PEOPLE_CONTRACTS } from './cohort-people.ts';
import type { Contract } from './contract.ts';
import { DASHBOARD_CONTRACTS } from './dashboard.ts';
import { DISTRICT_CONTRACTS } from './districts.ts';
import { INTEGRATION_CONTRACTS } from './integrations.ts';
import { LOCK_CONTRACTS } from './locks.ts';
import { LOOKUP_CONTRACTS } from './lookups.ts';
import { MATERIAL_CONTRACTS } from './materials.ts';
import { MESSAGE_CONTRACTS } from './messages.ts';
import { PARTICIPANT_CONTRACTS } from './participants.ts';
import { PORTAL_CONTRACTS } from './portal.ts';
import { PROFILE_CONTRACTS } from './profile.ts';
import { REPORT_CONTRACTS } from './reports.ts';
import { ROLE_CONTRACTS } from './roles.ts';
import { ROSTER_CONTRACTS } from './roster.ts';
import { ROSTER_REPORT_CONTRACTS } from './roster-reports.ts';
import { SETTING_CONTRACTS } from './settings.ts';
import { SUPPORT_CONTRACTS } from './support.ts';
import { USER_MODAL_CONTRACTS } from './user-modal.ts';
import { USER_IMPORT_CONTRACTS } from './user-import.ts';
import { USER_LIST_CONTRACTS } from './users.ts';

export const CONTRACTS = {
  ...AUTH_CONTRACTS,
  ...MESSAGE_CONTRACTS,
  ...INTEGRATION_CONTRACTS,
  ...PARTICIPANT_CONTRACTS,
  ...PORTAL_CONTRACTS,
  ...DASHBOARD_CONTRACTS,
  ...ROSTER_CONTRACTS,
  ...ROSTER_REPORT_CONTRACTS,
  ...CERTIFICATE_CONTRACTS,
  ...ROLE_CONTRACTS,
  ...CHANGE_USERNAME_CONTRACTS,
  ...USER_MODAL_CONTRACTS,
  ...LOCK_CONTRACTS,
  ...LOOKUP_CONTRACTS,
  ...USER_LIST_CONTRACTS,
  ...USER_IMPORT_CONTRACTS,
  ...ACCOUNT_CONTRACTS,
  ...DISTRICT_CONTRACTS,
  ...COHORT_LIST_CONTRACTS,
  ...COHORT_FORM_CONTRACTS,
  ...COHORT_PEOPLE_CONTRACTS,
  ...MATERIAL_CONTRACTS,
  ...SUPPORT_CONTRACTS,
  ...PROFILE_CONTRACTS,
  ...SETTING_CONTRACTS,
  ...REPORT_CONTRACTS,
} satisfies Partial<Record<RouteKey, Contract>>;
