import { describe, expect, it } from 'vitest';
import * as MESSAGES from '@shared/texts/general';
import * as USER_FORM_TEXT from '@shared/users/form.texts';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { ROLE_BY_SLUG } from '@shared/auth/roles';
import type { RoleRow } from '@shared/roles/types';
import { formProblem, maskPhone, newUserValues, offeredRoles, updateBody, withCourses, withDistrict, withState } from './user-form-state';

describe('user form state', () => {
  it('starts a new account with the spec defaults', () => {
    expect(newUserValues()).toMatchObject({
      roles: [10],
      courses: [10],
      default_course: 10,
      status: 'active',
      staff_contractor: 'staff',
      state_coordinator: false,
    });
  });

  it('clears district and school when the state changes, and the school when the district changes', () => {
    const v = { ...newUserValues(), state_id: 2, district_id: 201, school_id: 2011 };
    expect(withState(v, 1)).toMatchObject({ state_id: 1, district_id: null, school_id: null });
    expect(withDistrict(v, 202)).toMatchObject({ state_id: 2, district_id: 202, school_id: null });
  });

  it('moves the bookmark to the first course when its course is removed', () => {
    const v = { ...newUserValues(), courses: [10, 12], default_course: 10 };
    expect(withCourses(v, [12, 13]).default_course).toBe(12);
    expect(withCourses(v, [13, 10]).default_course).toBe(10);
    expect(withCourses(v, []).default_course).toBeNull();
  });

  it('masks the phone as 000-000-0000', () => {
    expect(maskPhone('2025550101')).toBe('202-555-0101');
    expect(maskPhone('(202) 555')).toBe('202-555');
    expect(maskPhone('20255501019999')).toBe('202-555-0101');
  });

  it('offers active roles that are not hidden, plus administrator and senior admin', () => {
    const role = (id: number, slug: string, hide = false, deleted_at: string | null = null): RoleRow => ({
      id,
      slug,
      name: slug,
      hide,
      deleted_at,
      built_in: true,
    });
    const offered = offeredRoles([
      role(1, 'administrator', true),
      role(2, 'senior_admin', true),
      role(10, 'participant'),
      role(26, 'feedback_diagnostics', true),
      role(11, 'coach', false, '2026-01-01'),
    ]);
    expect(offered.map((r) => r.id)).toEqual([1, 2, 10]);
  });

  it('names the first problem before sending', () => {
    const ok = {
      ...newUserValues(),
      username: 'a',
      password: 'Welcome-to-the-portal-1',
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.org',
      state_id: 2,
    };
    expect(formProblem(ok, true, 5)).toBeNull();
    expect(formProblem({ ...ok, password: '' }, true, 5)).toBe(USER_FORM_TEXT.passwordRequired);
    expect(formProblem({ ...ok, password: '' }, false, 5)).toBeNull();
    expect(formProblem({ ...ok, email: 'a@b' }, true, 5)).toBe(USER_FORM_TEXT.invalidEmail);
    expect(formProblem({ ...ok, roles: [] }, true, 5)).toBe(USER_FORM_TEXT.atLeastOneRole);
    expect(formProblem({ ...ok, roles: [5], staff_contractor: null }, true, 5)).toBe(USER_FORM_TEXT.staffOrContractor);
    expect(formProblem({ ...ok, state_id: null }, true, 5)).toBe(USER_FORM_TEXT.required('state'));
    expect(formProblem({ ...ok, last_name: 'B\u202Egnp.exe' }, true, 5)).toBe(USER_FORM_TEXT.disallowedCharacters('last name'));
    expect(formProblem({ ...ok, first_name: 'A\u200B' }, true, 5)).toBe(USER_FORM_TEXT.disallowedCharacters('first name'));
    expect(formProblem({ ...ok, username: 'a\u0000' }, true, 5)).toBe(USER_FORM_TEXT.disallowedCharacters('username'));
    expect(formProblem({ ...ok, honorific: 'Dr\u00AD' }, true, 5)).toBe(USER_FORM_TEXT.disallowedCharacters('honorific'));
    expect(formProblem({ ...ok, password: 'p' }, true, 5)).toBe(MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH));
    expect(formProblem({ ...ok, email: 'quinn.z@b.org', password: 'quinn.z@b.org' }, true, 5)).toBe(MESSAGES.passwordIsName);
    expect(formProblem({ ...ok, roles: [ROLE_BY_SLUG.administrator.id] }, true, 5)).toBeNull();
    expect(formProblem({ ...ok, password: 'p' }, false, 5)).toBeNull();
    expect(updateBody(ok, 4)).not.toHaveProperty('password');
    expect(updateBody(ok, 4).version).toBe(4);
  });
});
