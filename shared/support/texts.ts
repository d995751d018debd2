/**
 * The support page's texts and the rules both sides use (spec 03 §2.11, §5, §9): the tabs' access
 * levels and who sees each, and the files a topic takes (kind, extensions, content types, 200 MB limit).
 */
import { hasAnyRole, type RoleSlug } from '../auth/roles.ts';

/** The support page's texts (spec 03 §5, §8), verbatim; texts the spec does not give are marked. */
export const SUPPORT_TEXT = {
  chooseSession: 'Choose a session',
  enterTopic: 'Enter the topic',
  pdfTooLarge: 'The pdf file is too large to be uploaded',
  videoTooLarge: 'The video file is too large to be uploaded.',
  payloadTooLarge: 'Payload Too Large',
  deleteConfirm: 'Are you sure you want to delete this permanently?',
  // Not in the spec:
  tabNameRequired: 'Enter the tab name',
  tabAccessRequired: 'Choose who can see the tab',
  pdfWrongType: 'The pdf file must be a PDF document (.pdf).',
  videoWrongType: 'The video file must be an MP4 or MOV video (.mp4, .mov).',
  uploadMissing: 'The uploaded file was not found. Please choose the file again.',
  tabNotFound: 'This tab no longer exists.',
  topicNotFound: 'This topic no longer exists.',
  sameListOnly: 'A topic can only be moved within its own tab.',
  changedMeanwhile: 'The support page was changed by someone else meanwhile. Reload the page and try again.',
  tabSaved: 'The tab has been saved.',
  tabDeleted: 'The tab has been deleted.',
  topicSaved: 'The topic has been saved.',
  topicDeleted: 'The topic has been deleted.',
  orderSaved: 'The new order has been saved.',
  activated: 'Activated',
  deactivated: 'Not Activated',
  uploadFailed: 'The upload failed. Please try again.',
  uploadCancelled: 'The upload was cancelled.',
  noTabs: 'There are no support topics yet.',
  noTopics: 'There are no topics in this tab yet.',
} as const;

/** Spec 03 §9: 200 MB for each of pdf and video. */
export const SUPPORT_MAX_BYTES = 200 * 1024 * 1024;

/** The access levels of a tab (`has_access`), as the tab settings list them. */
export const SUPPORT_ACCESS = [
  { id: 1, label: 'All users' },
  { id: 2, label: 'All users except Participant and Superintendents' },
  { id: 3, label: 'Admins only' },
] as const;
export type SupportAccess = (typeof SUPPORT_ACCESS)[number]['id'];
export const SUPPORT_ACCESS_IDS: readonly SupportAccess[] = SUPPORT_ACCESS.map((a) => a.id);

export const supportAccessLabel = (id: number): string => SUPPORT_ACCESS.find((a) => a.id === id)?.label ?? '';

/** 'Admins only': the administrator roles. */
export const SUPPORT_ADMIN_ROLES: readonly RoleSlug[] = ['administrator', 'senior_admin'];
/** 'All users except Participant and Superintendents': these roles are the excluded ones… */
export const SUPPORT_EXCLUDED_ROLES: readonly RoleSlug[] = ['participant', 'bbp_participant', 'superintendent'];
/** …and so is a person whose job function is Superintendent (reference data, job function 8). */
export const SUPERINTENDENT_JOB_FUNCTION = 8;

/**
 * Whether a person sees a tab of this access level (docs/decisions/support.md, Support). An administrator
 * sees every level. The roles decide first; the job function matters only for level 2 and a
 * person whose roles do not already decide it (`needsJobFunction`); others may pass [].
 */
export function seesSupportTab(access: SupportAccess, roles: readonly string[], jobFunctions: readonly number[]): boolean {
  if (hasAnyRole(roles, SUPPORT_ADMIN_ROLES)) return true;
  if (access === 1) return true;
  if (access === 3) return false;
  return !hasAnyRole(roles, SUPPORT_EXCLUDED_ROLES) && !jobFunctions.includes(SUPERINTENDENT_JOB_FUNCTION);
}

/** True when a level-2 tab's visibility for these roles depends on the person's job function. */
export const needsJobFunction = (roles: readonly string[]): boolean =>
  !hasAnyRole(roles, SUPPORT_ADMIN_ROLES) && !hasAnyRole(roles, SUPPORT_EXCLUDED_ROLES);

export type SupportFileKind = 'pdf' | 'video';

/** What each file of a topic accepts (spec 03 §5): extension → the content type it is stored with. */
export const SUPPORT_FILES: Record<
  SupportFileKind,
  { types: Readonly<Record<string, string>>; accept: string; tooLarge: string; wrongType: string }
> = {
  pdf: {
    types: { '.pdf': 'application/pdf' },
    accept: '.pdf,application/pdf',
    tooLarge: SUPPORT_TEXT.pdfTooLarge,
    wrongType: SUPPORT_TEXT.pdfWrongType,
  },
  video: {
    types: { '.mp4': 'video/mp4', '.mov': 'video/quicktime' },
    accept: '.mp4,.mov,video/mp4,video/quicktime',
    tooLarge: SUPPORT_TEXT.videoTooLarge,
    wrongType: SUPPORT_TEXT.videoWrongType,
  },
};

/** The file name's extension, lower-case with its dot ('' for none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** The content type a file of this kind and name is uploaded and stored with; undefined when its kind does not take it. */
export function supportContentType(kind: SupportFileKind, fileName: string): string | undefined {
  return SUPPORT_FILES[kind].types[extensionOf(fileName)];
}

/** What is wrong with a chosen file before any byte is sent: its type, then its size; undefined when it may go. */
export function supportFileProblem(kind: SupportFileKind, fileName: string, size: number): string | undefined {
  if (!supportContentType(kind, fileName)) return SUPPORT_FILES[kind].wrongType;
  if (size > SUPPORT_MAX_BYTES) return SUPPORT_FILES[kind].tooLarge;
  if (size < 1) return SUPPORT_FILES[kind].wrongType;
  return undefined;
}
