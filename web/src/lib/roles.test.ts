import { DASHBOARD_ROLES } from '@shared/auth/roles';
import { describe, expect, it } from 'vitest';
import { nislData } from '@/test/fixtures';
import { canOpenAdmin, isAdministrator, landingPath } from './roles';

describe('roles', () => {
  it.each(DASHBOARD_ROLES)('lands %s on the dashboard', (role) => {
    expect(landingPath(nislData({ roles_un: [role] }))).toBe('/dashboard');
  });

  it.each(['participant', 'facilitator_master', 'coaching_manager', 'guest_participant', 'dw_power_user'])(
    'lands %s on their course',
    (role) => {
      expect(landingPath(nislData({ roles_un: [role], cohort: 'cohort39' }))).toBe('/course/cohort39');
    },
  );

  it('treats senior_admin as administrator', () => {
    expect(landingPath(nislData({ roles_un: ['senior_admin'] }))).toBe('/dashboard');
    expect(isAdministrator(['senior_admin'])).toBe(true);
    expect(canOpenAdmin(['senior_admin'])).toBe(true);
  });

  it('opens /admin to nisl_manager and administrators only', () => {
    expect(canOpenAdmin(['nisl_manager'])).toBe(true);
    expect(canOpenAdmin(['administrator'])).toBe(true);
    expect(canOpenAdmin(['training_manager', 'participant'])).toBe(false);
    expect(isAdministrator(['nisl_manager'])).toBe(false);
  });

  it('sends a user without a course to /course', () => {
    expect(landingPath(nislData({ cohort: null }))).toBe('/course');
    expect(landingPath(null)).toBe('/course');
  });
});
