import { useState } from 'react';
import { getNislData, getToken } from '@/lib/session';
import type { FrameSession } from './frame-urls';

/** Shown if a framed page is somehow reached without a stored session. */
export const NO_SESSION = new Error('Your session could not be read. Please sign in again.');

/** The session as frames receive it, or null without a session. */
export function readFrameSession(): FrameSession | null {
  const nislData = getNislData();
  const token = nislData?.token || getToken();
  if (!nislData || !token) return null;
  return { token, userId: nislData.userID, username: nislData.username, roles: nislData.roles_un ?? [] };
}

/**
 * Read once when the page opens: keep-alive replaces the stored token every ten minutes, and a
 * new token in the address would reload the framed page under the person's hands.
 */
export function useFrameSession(): FrameSession | null {
  const [session] = useState(readFrameSession);
  return session;
}
