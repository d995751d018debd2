/**
 * The `integrations` calls (spec 01 §7) behind the framed pages. The tokens they return live five
 * minutes, so they are cached for four and the frame address is fixed once built (useFixedAddress).
 */
import { CONTEXT_ANALYSIS_TOOL } from '@shared/constants';
import type { AlpJwtAnswer, ContextAnalysisTokenAnswer, SabaSsoAnswer, VeoUrlAnswer } from '@shared/api/types/integrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STORAGE_KEYS, getNislData, setStoredValue } from '@/lib/session';

export const TOKEN_STALE_MS = 4 * 60_000;

/** Keeps the action-learning token where the spec keeps it: nisl-data.alp.token. */
function rememberAlpToken(userId: number, token: string): void {
  const nislData = getNislData();
  if (!nislData || nislData.userID !== userId) return;
  setStoredValue(STORAGE_KEYS.nislData, JSON.stringify({ ...nislData, alp: { ...nislData.alp, token } }));
}

export async function fetchAlpTokens(userId: number): Promise<AlpJwtAnswer> {
  const answer = await api<AlpJwtAnswer>('GET /api/alp-jwt/{userId}/{second}', { params: { userId, second: 'false' } });
  rememberAlpToken(userId, answer.alp.token);
  return answer;
}

/** The action-learning and diagnostics tokens of a person (one's own, or a participant's for staff). */
export function useAlpTokens(userId: number | undefined) {
  return useQuery({
    queryKey: ['integrations', 'alp-jwt', userId],
    queryFn: () => fetchAlpTokens(userId!),
    enabled: userId !== undefined,
    staleTime: TOKEN_STALE_MS,
    gcTime: TOKEN_STALE_MS,
  });
}

/** Saba single sign-on address for the signed-in person (GET /api/getModernSignalToken/{username}). */
export function useSabaSsoAddress(username: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['integrations', 'saba-sso', username],
    queryFn: async () => (await api<SabaSsoAnswer>('GET /api/getModernSignalToken/{username}', { params: { username: username! } })).urlSabaSSO,
    enabled: enabled && !!username,
    staleTime: TOKEN_STALE_MS,
    gcTime: TOKEN_STALE_MS,
  });
}

/** The VEO video-annotation frame address (POST /api/getVeoUrl with the CMS copy of the session token). */
export function useVeoAddress(tokenCms: string | undefined) {
  return useQuery({
    queryKey: ['integrations', 'veo', tokenCms],
    queryFn: async () => (await api<VeoUrlAnswer>('POST /api/getVeoUrl', { body: { token_cms: tokenCms } })).urlIframeVeo,
    enabled: !!tokenCms,
    staleTime: TOKEN_STALE_MS,
    gcTime: TOKEN_STALE_MS,
  });
}

/**
 * The Context Analysis Tool token for a cohort (spec 01 §4 "Frame tools"): for the roster or the
 * course page that shows the tool; the server answers 422 when the cohort's course or start date
 * does not qualify.
 */
export function useContextAnalysisToken(cohortId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: ['integrations', 'context-analysis', cohortId],
    queryFn: async () =>
      (await api<ContextAnalysisTokenAnswer>('POST /api/generateTokenContextAnalisys', { body: { cohort_id: cohortId, tool_id: CONTEXT_ANALYSIS_TOOL.id } })).token,
    enabled: enabled && cohortId !== undefined,
    staleTime: TOKEN_STALE_MS,
    gcTime: TOKEN_STALE_MS,
  });
}
