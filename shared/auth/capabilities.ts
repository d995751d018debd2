/**
 * What each capability allows, as role lists taken from the specs' permission tables.
 * Every route in the route table names one capability; the middy chain checks it before the
 * handler runs, and the web uses the same table to decide what to show.
 * Where a spec says "not shown", the choice made here is written in docs/decisions/.
 */
import { type RoleSlug, hasAnyRole } from './roles.ts';

const ADMINS: RoleSlug[] = ['administrator', 'senior_admin'];
const FACILITATORS: RoleSlug[] = ['facilitator_national', 'facilitator_local', 'facilitator_local_inc'];
const DASHBOARD_STAFF: RoleSlug[] = [
  ...ADMINS,
  'nisl_manager',
  'bbp_keymaster',
  'training_manager',
  ...FACILITATORS,
  'facilitator_master',
  'state_coordinator',
  'coach',
];

export const CAPABILITIES = {
  /** No token needed: sign-in and password recovery. */
  public: null,
  /** Any signed-in account. */
  signed_in: [],
  /** The /admin area (spec 01 §6): nisl_manager or administrator. */
  admin_area: [...ADMINS, 'nisl_manager'],
  /** Account administration tabs marked for administrators (spec 02 §2). */
  user_admin: ADMINS,
  /** Tabs and actions for senior admins only (roles, notifications, banners, blanks, PDF log, settings). */
  senior_admin: ['senior_admin'],
  /** Login As from the admin area or a roster. */
  login_as: ADMINS,
  /**
   * The top bar's find-participant box: spec 01 §3 and §7 give it to nisl_manager and the three
   * facilitator roles; administrators reach people through the Users tab.
   */
  find_participant: ['nisl_manager', ...FACILITATORS],
  /** Cohort dashboard, calendar and rosters (read). */
  dashboard: DASHBOARD_STAFF,
  /** Writing attendance, forms and make-ups on a roster; state coordinators are read-only. */
  roster_edit: DASHBOARD_STAFF.filter((role) => role !== 'state_coordinator'),
  /** Attendance Audit on the roster. */
  attendance_audit: [...FACILITATORS, ...ADMINS],
  /** Printing certificates from a roster or the certificates tab. */
  certificates_issue: [...ADMINS, 'certificates'],
  /** Voiding and restoring certificates (spec 03 §4). */
  certificates_void: ['certificates'],
  /** Data Sets dialog and nightly data downloads (spec 03 §2.12). */
  manager_reports: [...ADMINS, 'nisl_manager'],
  /** Facilitator utilization: managers, and facilitators with fewer filters. */
  facilitator_utilization: [...ADMINS, 'nisl_manager', 'training_manager', ...FACILITATORS],
  /** Editing the support page (spec 03 §6). */
  support_edit: ADMINS,
  /**
   * Video Annotation (menu and the VEO address, spec 01 §2/§6: "most staff roles, exact set not
   * shown"): every staff role, and the video_annotations role. The web's menu uses the same set.
   */
  video_annotations: [
    ...ADMINS,
    'nisl_manager',
    'training_manager',
    'facilitator_national',
    'facilitator_master',
    'facilitator_local',
    'facilitator_local_inc',
    'state_coordinator',
    'coach',
    'coaching_manager',
    'coaching_manager_associates',
    'video_annotations',
  ],
} as const satisfies Record<string, readonly RoleSlug[] | null>;

export type Capability = keyof typeof CAPABILITIES;

/** True when an account holding `roles` may use `capability`. */
export function allows(capability: Capability, roles: readonly string[]): boolean {
  const wanted = CAPABILITIES[capability];
  if (wanted === null) return true;
  if (wanted.length === 0) return true;
  return hasAnyRole(roles, wanted);
}
