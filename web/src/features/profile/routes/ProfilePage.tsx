import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProfileSavedAnswer } from '@shared/profile/types';
import * as MESSAGES from '@shared/texts/general';
import * as PROFILE_TEXT from '@shared/profile/texts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CalendarFeedCard } from '@/components/CalendarFeedCard';
import { NoticeSnackbar, useNotice } from '@/components/NoticeSnackbar';
import { QueryContent } from '@/components/QueryContent';
import { errorText } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';
import { isAdministrator, landingPath, rolesOf } from '@/lib/roles';
import { STORAGE_KEYS, getUserData, setStoredValue, useMasterUser, useSession } from '@/lib/session';
import { useOwnProfile, useSaveProfile } from '../api/profile';
import { AvatarControl } from '../components/AvatarControl';
import { ProfileForm, serverFieldErrors } from '../components/ProfileForm';

/** The session's `user-data` after a save or a new photo, so the top bar (name, photo) and the required-step prompt follow. */
function storeUserData(answer: ProfileSavedAnswer, impersonating: boolean) {
  setStoredValue(STORAGE_KEYS.userData, JSON.stringify(answer.user));
  if (answer.lastDateChangedPassword) setStoredValue(STORAGE_KEYS.dateLastUpdatePass, answer.lastDateChangedPassword);
  // The saved profile is complete: the first sign-in's prompt stops everywhere.
  if (!impersonating) setStoredValue(STORAGE_KEYS.firstLogin, null);
}

function storeAvatar(url: string) {
  const user = getUserData();
  if (user) setStoredValue(STORAGE_KEYS.userData, JSON.stringify({ ...user, avatar: url }));
}

/**
 * /profile (spec 03 §2.10): the signed-in person's own profile, its photo and, in first-time mode
 * (the record's first_time, never while acting as someone else), a new password with it.
 */
export default function ProfilePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { nislData, userData } = useSession();
  const impersonating = useMasterUser() !== null;
  const profile = useOwnProfile();
  const { notice, setNotice, close } = useNotice();
  const save = useSaveProfile({
    onSuccess: (answer) => {
      storeUserData(answer, impersonating);
      setNotice({ severity: 'success', text: answer.message || PROFILE_TEXT.updated });
      // The form starts again from the record as saved (its new version).
      void queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/user/profile') });
    },
    onError: (error) => {
      if (!serverFieldErrors(error)) setNotice({ severity: 'error', text: errorText(error, MESSAGES.internalError) });
    },
  });
  const initials = `${userData?.first_name?.[0] ?? ''}${userData?.last_name?.[0] ?? ''}`.toUpperCase() || '?';

  return (
    <Box component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Profile
      </Typography>
      <QueryContent query={profile} loadingLabel="Loading your profile">
        {(record) => {
          const firstTime = record.first_time && !impersonating;
          return (
            <>
              {firstTime && (
                <Alert severity="info" sx={{ mb: 2, maxWidth: 880 }}>
                  Welcome! Before you start, please complete your profile and choose a new password.
                </Alert>
              )}
              <Box sx={{ mb: 3 }}>
                <AvatarControl avatar={userData?.avatar ?? record.avatar} initials={initials} onUploaded={storeAvatar} />
              </Box>
              <ProfileForm
                key={record.version}
                profile={record}
                firstTime={firstTime}
                adminPolicy={isAdministrator(rolesOf(nislData))}
                saving={save.isPending}
                saveError={save.error}
                onSave={(body) => save.mutate({ id: record.id, body })}
                onLeave={() => void navigate(landingPath(nislData))}
              />
              {/* The first sign-in's step comes first: until it is done the address's route answers 403. */}
              {!firstTime && (
                <Box sx={{ mt: 4 }}>
                  <CalendarFeedCard />
                </Box>
              )}
            </>
          );
        }}
      </QueryContent>
      <NoticeSnackbar notice={notice} onClose={close} />
    </Box>
  );
}
