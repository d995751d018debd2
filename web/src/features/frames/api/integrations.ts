/**
 * The `integrations` calls (spec 01 §7) behind the framed pages; the action-learning and
 * diagnostics tokens, which other areas' frames need too, are in lib/alp-tokens.ts. The tokens
 * live five minutes, so they are cached for four and the frame address is fixed once built
 * (lib/use-fixed-address.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { TOKEN_STALE_MS } from '@/lib/alp-tokens';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

/** Saba single sign-on address for the signed-in person (GET /api/getModernSignalToken/{username}). */
export function useSabaSsoAddress(username: string | undefined, enabled = true) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/getModernSignalToken/{username}', username),
    queryFn: async () => (await api('GET /api/getModernSignalToken/{username}', { params: { username: username! } })).urlSabaSSO,
    enabled: enabled && !!username,
    staleTime: TOKEN_STALE_MS,
    gcTime: TOKEN_STALE_MS,
  });
}

/** The VEO video-annotation frame address (POST /api/getVeoUrl with the CMS copy of the session token). */
export function useVeoAddress(tokenCms: string | undefined) {
  return useQuery({
    queryKey: routeQueryKey('POST /api/getVeoUrl', tokenCms),
    queryFn: async () => (await api('POST /api/getVeoUrl', { body: { token_cms: tokenCms } })).urlIframeVeo,
    enabled: !!tokenCms,
    staleTime: TOKEN_STALE_MS,
    gcTime: TOKEN_STALE_MS,
  });
}
