/** Answers of the roles admin routes (spec 02 §7 Roles). */
export interface RoleRow {
  id: number;
  slug: string;
  name: string;
  hide: boolean;
  /** Null while the role is active. */
  deleted_at: string | null;
  /** Built into the portal (shared/auth/roles.ts): permissions depend on it, so it cannot be deleted. */
  built_in: boolean;
}

/** GET /api/role: every role, and the active ones. */
export interface RoleListResponse {
  roles: RoleRow[];
  roles_no_trash: RoleRow[];
}

/** POST/PUT /api/role, GET /api/role/change/{id}. */
export interface RoleSavedResponse {
  message: string;
  role: RoleRow;
}

/** GET /api/role/get/default-role: the role a new account gets. */
export interface DefaultRoleAnswer {
  default_role: number;
}

/** A role's display name (the impersonation bar). */
export interface RoleName {
  id: number;
  slug: string;
  name: string;
}

/** POST /api/role/get/names: the display names of the slugs asked for. */
export interface RoleNamesAnswer {
  roles: RoleName[];
}
