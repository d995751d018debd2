/** The Login As calls behind lib/impersonation.ts and the impersonation bar's role names. */
import type { RoleName } from '@shared/roles/types';
import type { SessionAnswer } from '@shared/auth/types';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

/** GET /api/user/loginas/{target}/false: a session as the target user (refusals: 403 with `message`). */
export function requestLoginAs(targetUserId: number): Promise<SessionAnswer> {
  return api('GET /api/user/loginas/{target}/false', { params: { target: targetUserId } });
}

/** GET /api/user/loginas/{masterId}/true with the impersonation token: the master's session again. */
export function requestReturnToMaster(masterUserId: number): Promise<SessionAnswer> {
  return api('GET /api/user/loginas/{target}/true', { params: { target: masterUserId } });
}

/** POST /api/role/get/names {slugs}: display names of role slugs. */
export async function fetchRoleNames(slugs: string[]): Promise<RoleName[]> {
  const answer = await api('POST /api/role/get/names', { body: { slugs } });
  return answer?.roles ?? [];
}

/** The display names of the impersonated person's roles, while `enabled` (asked once). */
export function useRoleNames(slugs: string[], enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('POST /api/role/get/names', ...slugs),
    queryFn: () => fetchRoleNames(slugs),
    enabled,
    staleTime: Infinity,
  });
}
