import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Upload from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MENU } from '@shared/constants';
import * as PROFILE_TEXT from '@shared/profile/texts';
import { AVATAR_MAX_BYTES } from '@shared/profile/texts';
import { type ChangeEvent, useRef, useState } from 'react';
import { errorText } from '@/lib/api-client';
import { useUploadAvatar } from '../api/profile';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];
const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * The refusal of a chosen file before it is sent (spec 03 §5): JPG or PNG by name and declared
 * type, under 2 MB. The server checks the file's content again.
 */
export function avatarProblem(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type) || !/\.(jpe?g|png)$/i.test(file.name)) return PROFILE_TEXT.avatarType;
  if (file.size >= AVATAR_MAX_BYTES) return PROFILE_TEXT.avatarTooLarge;
  return null;
}

/**
 * The profile photo: the current image and an upload button; on a phone also a button that opens
 * the camera (the mobile profile-photo control of spec 03 §2.10). A chosen photo is sent at once,
 * apart from the form's OK (it has no version to keep).
 */
export function AvatarControl({
  avatar,
  initials,
  onUploaded,
}: {
  avatar: string | null;
  initials: string;
  onUploaded: (url: string) => void;
}) {
  const narrow = useMediaQuery(`(max-width:${MENU.narrowBreakpoint}px)`);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar({
    onSuccess: (answer) => {
      setProblem(null);
      onUploaded(answer.url);
    },
    onError: (error) => setProblem(errorText(error, PROFILE_TEXT.avatarType)),
  });

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = avatarProblem(file);
    setProblem(refused);
    if (!refused) upload.mutate(file);
  }

  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={avatar ?? undefined} alt="Your profile photo" sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'secondary.main' }}>
          {initials}
        </Avatar>
        <Stack spacing={1}>
          <Button variant="outlined" startIcon={<Upload />} loading={upload.isPending} onClick={() => fileInput.current?.click()}>
            Upload photo
          </Button>
          {narrow && (
            <Button variant="outlined" startIcon={<PhotoCamera />} disabled={upload.isPending} onClick={() => cameraInput.current?.click()}>
              Take a profile photo
            </Button>
          )}
        </Stack>
      </Stack>
      <Box
        component="input"
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        onChange={chosen}
        name="avatar"
        aria-label="Profile photo file"
        tabIndex={-1}
        sx={{ display: 'none' }}
      />
      {narrow && (
        <Box
          component="input"
          ref={cameraInput}
          type="file"
          accept="image/jpeg,image/png"
          capture="user"
          onChange={chosen}
          aria-label="Profile photo from the camera"
          tabIndex={-1}
          sx={{ display: 'none' }}
        />
      )}
      <Box sx={{ fontSize: 'body2.fontSize', color: 'text.secondary' }}>JPG or PNG, smaller than 2 MB.</Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
