import type { RoleListResponse, RoleSavedResponse } from '@shared/api/types/roles';
import { api } from '@/lib/api-client';

export const ROLES_QUERY_KEY = ['admin-roles'] as const;

/** GET /api/role: every role (roles) and the active ones (roles_no_trash). */
export const fetchRoles = (signal?: AbortSignal) => api<RoleListResponse>('GET /api/role', { signal });

/** POST /api/role (new) or PUT /api/role/{id} (rename). */
export const saveRole = ({ id, name }: { id: number | null; name: string }) =>
  id === null ? api<RoleSavedResponse>('POST /api/role', { body: { name } }) : api<RoleSavedResponse>('PUT /api/role/{id}', { params: { id }, body: { name } });

/** GET /api/role/change/{id}: the Active switch. */
export const toggleRole = (id: number) => api<RoleSavedResponse>('GET /api/role/change/{id}', { params: { id } });

export const deleteRole = (id: number) => api<{ message: string; id: number }>('DELETE /api/role/{id}', { params: { id } });
