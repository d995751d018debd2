import type { OwnProfile } from '@shared/profile/types';
import * as MESSAGES from '@shared/texts/general';
import * as PROFILE_TEXT from '@shared/profile/texts';
import { describe, expect, it } from 'vitest';
import { bodyOf, isChanged, validateProfile, valuesOf, withDistrict, withJobTitle, withState } from './profile-form';

const own: OwnProfile = {
  id: 7,
  username: 'pat',
  first_name: 'Pat',
  last_name: 'Lee',
  job_title: 'Coach',
  job_function: [2, 6],
  phone: '2155550100',
  phone_extension: null,
  email: 'pat@example.org',
  email_assign: 'work',
  state_id: 2,
  district_id: 70,
  school_id: 900,
  ppid: null,
  iu: null,
  avatar: null,
  first_time: false,
  required_data: false,
  version: 4,
};
const plain = { pennsylvania: false, firstTime: false } as const;

describe('profile form state', () => {
  it('a title naming another function replaces the choice; unrelated typing keeps it', () => {
    const start = valuesOf(own);
    expect(withJobTitle(start, 'Coach of coaches').job_function).toEqual([2, 6]);
    const principal = withJobTitle(start, 'Principal');
    expect(principal.job_function).toEqual([5]);
    expect(withJobTitle({ ...principal, job_function: [5, 6] }, 'Principal of the Year').job_function).toEqual([5, 6]);
    expect(withJobTitle(principal, 'Assistant Principal').job_function).toEqual([4]);
  });

  it('a new state clears district and school; a new district clears the school', () => {
    const start = valuesOf(own);
    expect(withState(start, 1)).toMatchObject({ state_id: 1, district_id: null, school_id: null });
    expect(withState(start, 2)).toBe(start);
    expect(withDistrict(start, 71)).toMatchObject({ district_id: 71, school_id: null });
  });

  it('knows when something changed', () => {
    const start = valuesOf(own);
    expect(isChanged({ ...start }, start)).toBe(false);
    expect(isChanged({ ...start, job_function: [2] }, start)).toBe(true);
  });

  it("checks with the spec's messages: Pennsylvania's fields only there, the password only in first-time mode", () => {
    const blank = { ...valuesOf(own), first_name: ' ', phone: '215555', email: 'pat@', district_id: null, ppid: '', iu: null };
    expect(validateProfile(blank, plain)).toEqual({
      first_name: PROFILE_TEXT.firstNameRequired,
      phone: PROFILE_TEXT.phoneDigits,
      email: PROFILE_TEXT.invalidEmail,
    });
    expect(validateProfile(blank, { pennsylvania: true, firstTime: {} })).toMatchObject({
      district_id: PROFILE_TEXT.districtRequired,
      ppid: PROFILE_TEXT.ppidRequired,
      iu: PROFILE_TEXT.iuRequired,
      password: MESSAGES.inputPassword,
      confirm: MESSAGES.confirmPassword,
    });
  });

  it('sends PPID and IU only for Pennsylvania and the password only in first-time mode', () => {
    const values = { ...valuesOf(own), ppid: ' 123 ', iu: '3', password: 'Fresh#Start1', confirm: 'Fresh#Start1' };
    expect(bodyOf(values, plain, 4)).toMatchObject({ ppid: null, iu: null, version: 4 });
    expect(bodyOf(values, plain, 4)).not.toHaveProperty('password');
    expect(bodyOf(values, { pennsylvania: true, firstTime: {} }, 4)).toMatchObject({
      ppid: '123',
      iu: '3',
      password: 'Fresh#Start1',
      repeat_password: 'Fresh#Start1',
    });
  });
});
