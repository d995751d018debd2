/**
 * Every role of the portal, with the numeric ids the specs rely on (10 = participant, the
 * default; 26 = a feedback-diagnostics account without Login As; 16 and 36 lack several
 * dashboard filters). Slugs are what tokens, the web and the capability table speak.
 */
export const ROLES = [
  { id: 1, slug: 'administrator', name: 'Administrator' },
  { id: 2, slug: 'senior_admin', name: 'Senior Admin' },
  { id: 3, slug: 'nisl_manager', name: 'NISL Manager' },
  { id: 4, slug: 'training_manager', name: 'Training Manager' },
  { id: 5, slug: 'facilitator_national', name: 'National Facilitator' },
  { id: 6, slug: 'facilitator_master', name: 'Master Facilitator' },
  { id: 7, slug: 'facilitator_local', name: 'Local Facilitator' },
  { id: 8, slug: 'facilitator_local_inc', name: 'Local Facilitator (Inc)' },
  { id: 9, slug: 'state_coordinator', name: 'State Coordinator' },
  { id: 10, slug: 'participant', name: 'Participant' },
  { id: 11, slug: 'coach', name: 'Coach' },
  { id: 12, slug: 'coaching_manager', name: 'Coaching Manager' },
  { id: 13, slug: 'coaching_manager_associates', name: 'Coaching Manager Associates' },
  { id: 14, slug: 'distinguished_principal', name: 'Distinguished Principal' },
  { id: 15, slug: 'bbp_keymaster', name: 'BBP Keymaster' },
  { id: 16, slug: 'facilitator_candidate', name: 'Facilitator Candidate' },
  { id: 17, slug: 'bbp_participant', name: 'BBP Participant' },
  { id: 18, slug: 'superintendent', name: 'Superintendent' },
  { id: 19, slug: 'guest_participant', name: 'Guest Participant' },
  { id: 20, slug: 'video_annotations', name: 'Video Annotations' },
  { id: 21, slug: 'online_learning', name: 'Online Learning' },
  { id: 22, slug: 'dw_power_user', name: 'DW Power User' },
  { id: 24, slug: 'certificates', name: 'Certificates' },
  { id: 26, slug: 'feedback_diagnostics', name: 'Feedback Diagnostics' },
  { id: 36, slug: 'facilitator_no_certified', name: 'Facilitator (not certified)' },
] as const;

export type RoleSlug = (typeof ROLES)[number]['slug'];
export type Role = { id: number; slug: RoleSlug; name: string };

export const ROLE_BY_SLUG: Record<RoleSlug, Role> = Object.fromEntries(ROLES.map((role) => [role.slug, role])) as Record<RoleSlug, Role>;

export const ROLE_BY_ID: ReadonlyMap<number, Role> = new Map(ROLES.map((role) => [role.id, role]));

export const DEFAULT_ROLE_ID = 10;
export const NO_LOGIN_AS_ROLE_ID = 26;
export const RESTRICTED_FILTER_ROLE_IDS: readonly number[] = [16, 36];

export function hasAnyRole(roles: readonly string[], wanted: readonly RoleSlug[]): boolean {
  return roles.some((role) => (wanted as readonly string[]).includes(role));
}

/** Roles whose landing page is the dashboard (spec 01 §2); everyone else lands on their course. */
export const DASHBOARD_ROLES: readonly RoleSlug[] = [
  'nisl_manager',
  'bbp_keymaster',
  'administrator',
  'training_manager',
  'facilitator_national',
  'facilitator_local',
  'facilitator_local_inc',
  'state_coordinator',
  'coach',
];

export const FACILITATOR_ROLES: readonly RoleSlug[] = ['facilitator_national', 'facilitator_local', 'facilitator_local_inc'];

/** Administrator and senior admin: the password policy, 45-day expiry and no impersonation. */
export const PRIVILEGED_ADMIN_ROLES: readonly RoleSlug[] = ['administrator', 'senior_admin'];
