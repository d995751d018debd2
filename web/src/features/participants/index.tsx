/**
 * The find-participant feature (spec 01 §2): the top bar mounts `<FindParticipant />`. It shows
 * only to the roles of the `find_participant` capability, and its code (search box, participant
 * and attendance schedule dialogs) loads in its own chunks.
 */
import Box from '@mui/material/Box';
import { allows } from '@shared/auth/capabilities';
import { lazy, Suspense } from 'react';
import { rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';

const FindParticipantBox = lazy(() => import('./components/FindParticipantBox'));

export function FindParticipant() {
  const { nislData } = useSession();
  if (!allows('find_participant', rolesOf(nislData))) return null;
  return (
    <Suspense fallback={<Box sx={{ width: { xs: 160, sm: 260 } }} />}>
      <FindParticipantBox />
    </Suspense>
  );
}
