import type { RoleSavedResponse } from '@shared/roles/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey } from '@/lib/query-keys';

/** GET /api/role: every role (roles) and the active ones (roles_no_trash). */
export const fetchRoles = (signal?: AbortSignal) => api('GET /api/role', { signal });

/** POST /api/role (new) or PUT /api/role/{id} (rename). */
export const saveRole = ({ id, name }: { id: number | null; name: string }) =>
  id === null ? api('POST /api/role', { body: { name } }) : api('PUT /api/role/{id}', { params: { id }, body: { name } });

/** GET /api/role/change/{id}: the Active switch. */
export const toggleRole = (id: number) => api('GET /api/role/change/{id}', { params: { id } });

export const deleteRole = (id: number) => api('DELETE /api/role/{id}', { params: { id } });

/** Every role and the active ones (the Roles tab; the message tabs' role names). */
export function useRoles(enabled = true) {
  return useQuery({ queryKey: routeQueryKey('GET /api/role'), queryFn: ({ signal }) => fetchRoles(signal), enabled });
}

/** A change of a role; after the caller's onSuccess the roles are read again (the mutation ends when they are). */
function useRoleChange<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  callbacks: MutationCallbacks<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...callbacks,
    onSuccess: async (answer, variables, onMutateResult, context) => {
      await callbacks.onSuccess?.(answer, variables, onMutateResult, context);
      // Exact: the pickers' active roles (lib/lookups, the same route with 'active') are not read again.
      await queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/role'), exact: true });
    },
  });
}

export const useSaveRole = () => useRoleChange(saveRole, {});
export const useToggleRole = (callbacks: MutationCallbacks<RoleSavedResponse, number>) => useRoleChange(toggleRole, callbacks);
export const useDeleteRole = (callbacks: MutationCallbacks<{ message: string; id: number }, number>) =>
  useRoleChange(deleteRole, callbacks);
