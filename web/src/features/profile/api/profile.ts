/**
 * The profile page's calls (spec 03 §7 "Profile"): the person's own record (GET /api/user/profile,
 * not in the spec), its save, the avatar upload and the pickers' lookups.
 */
import type { ProfileBody } from '@shared/profile/contract';
import type { AvatarAnswer, ProfileSavedAnswer } from '@shared/profile/types';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey } from '@/lib/query-keys';

/** The record the form starts from; read again each time the page opens (it may have changed elsewhere). */
export function useOwnProfile() {
  return useQuery({
    queryKey: routeQueryKey('GET /api/user/profile'),
    queryFn: ({ signal }) => api('GET /api/user/profile', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export interface SaveProfileRequest {
  id: number;
  body: ProfileBody;
}

export function useSaveProfile(callbacks: MutationCallbacks<ProfileSavedAnswer, SaveProfileRequest>) {
  return useMutation({
    mutationFn: ({ id, body }: SaveProfileRequest) => api('PUT /api/user/{id}', { params: { id }, body }),
    ...callbacks,
  });
}

/** The multipart part the avatar route reads. */
export const AVATAR_PART = 'avatar';

export function useUploadAvatar(callbacks: MutationCallbacks<AvatarAnswer, File>) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(AVATAR_PART, file, file.name);
      return api('POST /api/user/update/avatar', { body: form });
    },
    ...callbacks,
  });
}
