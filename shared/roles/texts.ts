/** Admin tab 2, Roles: spec 02 §5, §8 verbatim; the others (marked) are not in the spec (docs/decisions/account-administration.md). */
export const ROLE_ADMIN_TEXT = {
  nameRequired: 'Please input a role name',
  saved: 'role saved succefully',
  deleted: 'role deleted',
  /** Not in the spec. */
  nameTaken: 'A role with this name already exists.',
  builtInDelete:
    'This role is built into the portal: its permissions depend on it, so it cannot be deleted. You can deactivate it instead.',
  keptActive: 'This role cannot be deactivated: the portal needs it (administrators, senior admins and the default participant role).',
  activated: 'Role activated.',
  deactivated: 'Role deactivated.',
  notFound: 'Role not found.',
} as const;
