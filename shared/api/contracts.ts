/**
 * The zod schemas of every built route, keyed by route key. The route table (routes.ts) stays
 * free of zod so that the web's first bundle does not carry it; the server merges the two.
 */
import type { RouteKey } from './routes.ts';
import { ACCOUNT_CONTRACTS } from '../accounts/contract.ts';
import { AUTH_CONTRACTS } from '../auth/contract.ts';
import { CALENDAR_CONTRACTS } from '../calendar/contract.ts';
import { CERTIFICATE_CONTRACTS } from '../certificates/contract.ts';
import { CHANGE_USERNAME_CONTRACTS } from '../accounts/contract.ts';
import { COHORT_FORM_CONTRACTS } from '../cohort-builder/form.contract.ts';
import { COHORT_LIST_CONTRACTS } from '../cohort-builder/list.contract.ts';
import { COHORT_PEOPLE_CONTRACTS } from '../cohort-builder/people.contract.ts';
import type { Contract } from './contract.ts';
import { DASHBOARD_CONTRACTS } from '../dashboard/contract.ts';
import { DISTRICT_CONTRACTS } from '../districts/contract.ts';
import { INTEGRATION_CONTRACTS } from '../integrations/contract.ts';
import { LOCK_CONTRACTS } from '../locks/contract.ts';
import { LOOKUP_CONTRACTS } from '../lookups/contract.ts';
import { MATERIAL_CONTRACTS } from '../materials/contract.ts';
import { MESSAGE_CONTRACTS } from '../messages/contract.ts';
import { PARTICIPANT_CONTRACTS } from '../participants/contract.ts';
import { PORTAL_CONTRACTS } from '../portal/contract.ts';
import { PROFILE_CONTRACTS } from '../profile/contract.ts';
import { REPORT_CONTRACTS } from '../reports/contract.ts';
import { ROLE_CONTRACTS } from '../roles/contract.ts';
import { ROSTER_CONTRACTS } from '../roster/contract.ts';
import { ROSTER_REPORT_CONTRACTS } from '../roster-reports/contract.ts';
import { SETTING_CONTRACTS } from '../settings/contract.ts';
import { SUPPORT_CONTRACTS } from '../support/contract.ts';
import { USER_MODAL_CONTRACTS } from '../users/form.contract.ts';
import { USER_IMPORT_CONTRACTS } from '../user-import/contract.ts';
import { USER_LIST_CONTRACTS } from '../users/list.contract.ts';

export const CONTRACTS = {
  ...AUTH_CONTRACTS,
  ...MESSAGE_CONTRACTS,
  ...INTEGRATION_CONTRACTS,
  ...PARTICIPANT_CONTRACTS,
  ...PORTAL_CONTRACTS,
  ...DASHBOARD_CONTRACTS,
  ...CALENDAR_CONTRACTS,
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
