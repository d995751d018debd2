/** The profile's constants and rules both the page and the profile group read (spec 03 §5, §9). */

/** Avatars must be under 2 MB (spec 03 §9). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The one state whose people give a district, PPID and IU (spec 03 §2.10). */
export const PENNSYLVANIA_CODE = 'PA';

/**
 * A stored avatar's file name in its address `/api/avatar/<userId>/<file>`: a fresh uuid per
 * upload (what makes the address unguessable) and the image's kind.
 */
export const AVATAR_FILE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;
