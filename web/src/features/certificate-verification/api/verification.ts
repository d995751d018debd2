/** The public verification call (not in the spec): no session, anyone holding a certificate's code. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

export function useCertificateVerification(code: string) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/certificate/verify/{code}', code),
    queryFn: ({ signal }) => api('GET /api/certificate/verify/{code}', { params: { code }, signal }),
    // The answer's document link lasts minutes and look-ups are rate-limited: read once per visit.
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
