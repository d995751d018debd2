/** The public verification calls (not in the spec): no session, anyone holding a certificate's code. */
import { credentialFileName } from '@shared/certificates/credential.texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
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

/**
 * The certificate as an Open Badges 3.0 credential, fetched when a download is asked for (not on
 * every visit: look-ups count against the address's limit), then kept for the other download.
 */
export function useCredentialDownload(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (kind: 'json' | 'jwt') => {
      const answer = await client.fetchQuery({
        queryKey: routeQueryKey('GET /api/certificate/credential/{code}', code),
        queryFn: ({ signal }) => api('GET /api/certificate/credential/{code}', { params: { code }, signal }),
        staleTime: Number.POSITIVE_INFINITY,
      });
      const file =
        kind === 'json'
          ? new Blob([JSON.stringify(answer.credential, null, 2)], { type: 'application/json' })
          : new Blob([answer.jwt], { type: 'application/jwt' });
      saveBlob(file, credentialFileName(code, kind));
    },
  });
}
