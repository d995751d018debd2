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

/** Job function ids the job title selects (spec 03 §5 "Profile"). */
export const JOB_FUNCTION_IDS = { teacher: 1, assistantPrincipal: 4, principal: 5, assistantSuperintendent: 7, superintendent: 8 } as const;

/** 'teacher' is recognised once its first six letters are typed ('from 6 typed characters'). */
const TEACHER_PREFIX = 'teache';
const ASSISTANT = String.raw`(?:assistant|asst\.?|assoc(?:iate|\.)?|deputy|vice)[\s-]*`;
const ASSISTANT_SUPERINTENDENT = new RegExp(`\\b${ASSISTANT}(?:superintendent|supt\\b)`);
const ASSISTANT_PRINCIPAL = new RegExp(`\\b${ASSISTANT}principal`);

/**
 * The job function a typed job title selects, or null when it names none of them: assistant
 * superintendent variants (assistant, asst., associate, deputy) 7, other superintendents 8;
 * assistant principal variants (assistant, asst., associate, deputy, vice) 4, other principals 5;
 * anything with 'teacher' in it 1. Superintendent before principal before teacher.
 */
export function jobFunctionForTitle(title: string): number | null {
  const typed = title.toLowerCase().replace(/\s+/g, ' ').trim();
  if (ASSISTANT_SUPERINTENDENT.test(typed)) return JOB_FUNCTION_IDS.assistantSuperintendent;
  if (typed.includes('superintendent')) return JOB_FUNCTION_IDS.superintendent;
  if (ASSISTANT_PRINCIPAL.test(typed)) return JOB_FUNCTION_IDS.assistantPrincipal;
  if (typed.includes('principal')) return JOB_FUNCTION_IDS.principal;
  if (typed.includes(TEACHER_PREFIX)) return JOB_FUNCTION_IDS.teacher;
  return null;
}
