/**
 * The left menu's entries for one user (spec 01 §2 "Left menu"), as plain data so the rules are
 * testable without rendering.
 */
import type { NislData } from '@shared/auth/types';
import { MENU } from '@shared/constants';
import { allows } from '@shared/auth/capabilities';
import { FACILITATOR_ROLES, hasAnyRole } from '@shared/auth/roles';
import { isAdministrator, rolesOf } from '@/lib/roles';
import { type TopBarAction, topBarItems } from './top-bar-items';

export type MenuIcon =
  | 'course'
  | 'foundations'
  | 'actionLearning'
  | 'practitionerInquiry'
  | 'diagnostics'
  | 'videoAnnotation'
  | 'onlineLearning'
  | 'communities'
  | 'sharedAlps'
  | 'sharedPis'
  | 'record'
  | 'support'
  | 'admin'
  | 'data';

export interface MenuItemLink {
  label: string;
  to: string;
  /** The full text when `label` was cut. */
  title?: string;
  /** A course entry's CMS key: choosing it bookmarks that course (course-bookmark.ts). */
  bookmark?: string;
}

export interface MenuLinkEntry extends MenuItemLink {
  kind: 'link';
  id: string;
  icon: MenuIcon;
}

export interface MenuGroupEntry {
  kind: 'group';
  id: string;
  label: string;
  title?: string;
  icon: MenuIcon;
  items: MenuItemLink[];
}

/** An entry that acts rather than navigates: one of the top bar's actions (top-bar-items.ts). */
export interface MenuActionEntry {
  kind: 'action';
  id: string;
  label: string;
  icon: MenuIcon;
  action: TopBarAction;
}

export type MenuEntry = MenuLinkEntry | MenuGroupEntry;

/** The cohort key that has Practitioner Inquiry instead of Action Learning. */
export const PRACTITIONER_INQUIRY_COHORT = 'cohort6';

/** Cuts a name at `max` characters, marking the cut with '...'. */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

function withTitle(label: string, full: string): { label: string; title?: string } {
  return label === full ? { label } : { label, title: full };
}

function courseGroup(nislData: NislData | null): MenuGroupEntry | null {
  const courses = Object.entries(nislData?.privileges_un ?? {});
  if (courses.length === 0) return null;
  const current = (nislData?.cohort && nislData.privileges_un[nislData.cohort]) || courses[0][1];
  return {
    kind: 'group',
    id: 'courses',
    icon: 'course',
    ...withTitle(cutText(current, MENU.courseTitleCut), current),
    items: courses.map(([key, name]) => ({
      to: `/course/${encodeURIComponent(key)}`,
      bookmark: key,
      ...withTitle(cutText(name, MENU.courseItemCut), name),
    })),
  };
}

export function buildMenu(nislData: NislData | null): MenuEntry[] {
  const roles = rolesOf(nislData);
  const entries: MenuEntry[] = [];
  const link = (id: string, label: string, to: string, icon: MenuIcon) => entries.push({ kind: 'link', id, label, to, icon });

  const courses = courseGroup(nislData);
  if (courses) entries.push(courses);
  entries.push({
    kind: 'group',
    id: 'foundations',
    label: 'Foundations',
    icon: 'foundations',
    items: [
      { label: 'Readings', to: '/foundations/readings' },
      { label: 'Self-Paced Learning', to: '/foundations/self-paced-learning' },
      { label: 'Videos', to: '/foundations/videos' },
      { label: 'Web-Based Resources', to: '/foundations/web-based-resources' },
    ],
  });
  if (nislData?.cohort === PRACTITIONER_INQUIRY_COHORT) {
    link('practitioner-inquiry', 'Practitioner Inquiry', '/practitioner-inquiry', 'practitionerInquiry');
  } else {
    link('action-learning', 'Action Learning', '/action-learning', 'actionLearning');
  }
  link('diagnostics', 'Diagnostics', '/diagnostics', 'diagnostics');
  // The same capability the server checks for the video-annotation address (shared/auth/capabilities.ts).
  if (allows('video_annotations', roles)) {
    link('video-annotations', 'Video Annotation', '/video-annotations', 'videoAnnotation');
  }
  if (roles.includes('online_learning')) link('online-learning', 'Online Learning', '/online-learning', 'onlineLearning');
  link('communities', 'Communities', '/communities', 'communities');
  if (nislData?.sharedAlpsCheck?.canSharedAlps) link('shared-alps', 'Shared Action Learning', '/shared-alps', 'sharedAlps');
  if (nislData?.sharedPisCheck?.canSharedPis) {
    link('shared-pis', 'Shared Practitioner Inquiries', '/shared-pis', 'sharedPis');
  }
  // Managers open it from Data Sets; the facilitators from here (spec 03 §2.12; issue 31).
  if (hasAnyRole(roles, FACILITATOR_ROLES) && !roles.includes('nisl_manager')) {
    link('facilitator-utilization', 'Facilitator Utilization', '/reports/facilitator-utilization', 'data');
  }
  // Everyone's own learning record (issue 33; not in the spec's menu).
  link('record', 'My Record', '/record', 'record');
  link('support', 'Support', '/support', 'support');
  if (isAdministrator(roles)) link('admin', 'Admin', '/admin', 'admin');
  return entries;
}

/**
 * On a phone the top bar's items sit in its 'Dashboard' dropdown; the one people look for in the
 * main menu is repeated there (issue 34): the manager's Data, which opens the Data Sets dialog.
 * Who has it is the top bar's rule.
 */
export function phoneMenuActions(nislData: NislData | null): MenuActionEntry[] {
  return topBarItems(rolesOf(nislData))
    .filter((item) => item.action === 'data')
    .map((item) => ({ kind: 'action', id: 'data', label: item.label, icon: 'data', action: 'data' }));
}
