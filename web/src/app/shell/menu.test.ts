import { describe, expect, it } from 'vitest';
import { nislData } from '@/test/fixtures';
import { type MenuEntry, type MenuGroupEntry, buildMenu, cutText, phoneMenuActions } from './menu';

const labels = (entries: MenuEntry[]) => entries.map((entry) => entry.label);
const group = (entries: MenuEntry[], id: string) => entries.find((entry) => entry.id === id) as MenuGroupEntry;

describe('left menu', () => {
  it('cuts text at the given length', () => {
    expect(cutText('Short name', 20)).toBe('Short name');
    expect(cutText('x'.repeat(20), 20)).toBe('x'.repeat(20));
    expect(cutText('Executive Development Program', 20)).toBe('Executive Developmen...');
  });

  it('cuts course names at 20 in the title and 30 in the items', () => {
    const long = 'Executive Development Program for School Leaders';
    const menu = buildMenu(nislData({ cohort: 'cohort39', privileges_un: { cohort39: long, cohort41: 'Short Course' } }));
    const courses = group(menu, 'courses');
    expect(courses.label).toBe(`${long.slice(0, 20)}...`);
    expect(courses.title).toBe(long);
    expect(courses.items).toEqual([
      { to: '/course/cohort39', bookmark: 'cohort39', label: `${long.slice(0, 30)}...`, title: long },
      { to: '/course/cohort41', bookmark: 'cohort41', label: 'Short Course' },
    ]);
  });

  it('titles the course entry with the current course', () => {
    const menu = buildMenu(nislData({ cohort: 'cohort41', privileges_un: { cohort39: 'First', cohort41: 'Second' } }));
    expect(group(menu, 'courses').label).toBe('Second');
  });

  it('has no course entry without course privileges', () => {
    expect(labels(buildMenu(nislData({ privileges_un: {} })))).not.toContain('Executive Development Program');
    expect(buildMenu(nislData({ privileges_un: {} })).some((entry) => entry.id === 'courses')).toBe(false);
  });

  it('shows Practitioner Inquiry for cohort6 and Action Learning for the other cohorts', () => {
    const cohort6 = labels(buildMenu(nislData({ cohort: 'cohort6' })));
    expect(cohort6).toContain('Practitioner Inquiry');
    expect(cohort6).not.toContain('Action Learning');
    const other = labels(buildMenu(nislData({ cohort: 'cohort60' })));
    expect(other).toContain('Action Learning');
    expect(other).not.toContain('Practitioner Inquiry');
  });

  it('lists the four foundations items', () => {
    expect(group(buildMenu(nislData()), 'foundations').items.map((item) => item.to)).toEqual([
      '/foundations/readings',
      '/foundations/self-paced-learning',
      '/foundations/videos',
      '/foundations/web-based-resources',
    ]);
  });

  it('shows role- and flag-dependent entries only to those who have them', () => {
    const participant = labels(buildMenu(nislData({ roles_un: ['participant'] })));
    expect(participant).toEqual(expect.arrayContaining(['Foundations', 'Diagnostics', 'Communities', 'Support']));
    for (const hidden of ['Video Annotation', 'Online Learning', 'Shared Action Learning', 'Shared Practitioner Inquiries', 'Admin']) {
      expect(participant).not.toContain(hidden);
    }
    const staff = labels(
      buildMenu(
        nislData({
          roles_un: ['administrator', 'online_learning'],
          sharedAlpsCheck: { canSharedAlps: true },
          sharedPisCheck: { canSharedPis: true },
        }),
      ),
    );
    expect(staff).toEqual(
      expect.arrayContaining(['Video Annotation', 'Online Learning', 'Shared Action Learning', 'Shared Practitioner Inquiries', 'Admin']),
    );
    expect(labels(buildMenu(nislData({ roles_un: ['nisl_manager'] })))).not.toContain('Admin');
    expect(labels(buildMenu(nislData({ roles_un: ['senior_admin'] })))).toContain('Admin');
  });

  it('gives the three facilitator roles Facilitator Utilization; managers open it from Data Sets, others not at all', () => {
    for (const role of ['facilitator_national', 'facilitator_local', 'facilitator_local_inc']) {
      expect(buildMenu(nislData({ roles_un: [role] }))).toContainEqual({
        kind: 'link',
        id: 'facilitator-utilization',
        label: 'Facilitator Utilization',
        to: '/reports/facilitator-utilization',
        icon: 'data',
      });
    }
    for (const roles of [['participant'], ['administrator'], ['nisl_manager'], ['nisl_manager', 'facilitator_national']]) {
      expect(labels(buildMenu(nislData({ roles_un: roles })))).not.toContain('Facilitator Utilization');
    }
  });

  it("repeats the manager's Data on the phone's menu, for nisl_manager only (the top bar's rule)", () => {
    expect(phoneMenuActions(nislData({ roles_un: ['nisl_manager'] }))).toEqual([
      { kind: 'action', id: 'data', label: 'Data', icon: 'data', action: 'data' },
    ]);
    for (const roles of [['participant'], ['administrator'], ['senior_admin']]) {
      expect(phoneMenuActions(nislData({ roles_un: roles }))).toEqual([]);
    }
  });
});
