import { describe, expect, it } from 'vitest';
import {
  actionLearningFrameUrl,
  coachingDashboardFrameUrl,
  communitiesFrameUrl,
  courseDisabilities,
  courseFrameUrl,
  courseReturnUrl,
  diagnosticsFrameUrl,
  downloadsFrameUrl,
  isTransitionCourse,
  onlineLearningFrameUrl,
  queryPageFrameUrl,
  tokenFrameUrl,
  unitLaunchUrl,
  type FrameSession,
} from './frame-urls';

const participant: FrameSession = { token: 'tok.en/1', userId: 501, username: 'pat', roles: ['participant'] };
const facilitator: FrameSession = { token: 't2', userId: 7, username: 'fay', roles: ['facilitator_national', 'coach'] };

const params = (url: string) => Object.fromEntries(new URL(url, 'http://portal.test').searchParams);

describe('course frame', () => {
  it('sends the course, roles, disabilities, transition flag and token', () => {
    const url = courseFrameUrl('/frame-placeholder.html?frame=course', 'cohort39', participant);
    expect(url.startsWith('/frame-placeholder.html?frame=course&course=cohort39&')).toBe(true);
    expect(params(url)).toEqual({
      frame: 'course',
      course: 'cohort39',
      roles: 'participant',
      disabilities: 'lesson_guidelines,supplemental_notes',
      transition: 'true',
      token: 'tok.en/1',
    });
  });

  it('places the course in a base that asks for it and keeps the base’s own query string', () => {
    const url = courseFrameUrl('https://courses.example.org/{course}/home?lang=en', 'cohort6', facilitator);
    expect(url).toMatch(/^https:\/\/courses\.example\.org\/cohort6\/home\?lang=en&course=cohort6&/);
    expect(params(url)).toMatchObject({ roles: 'facilitator_national,coach', disabilities: '', transition: 'false', token: 't2' });
  });

  it('hides lesson guidelines and supplemental notes except for four roles', () => {
    for (const role of ['administrator', 'senior_admin', 'facilitator_national', 'facilitator_local_inc'])
      expect(courseDisabilities([role])).toEqual([]);
    for (const role of ['participant', 'facilitator_local', 'coach']) expect(courseDisabilities([role])).toHaveLength(2);
    expect([
      isTransitionCourse('cohort38'),
      isTransitionCourse('cohort39'),
      isTransitionCourse('cohort250'),
      isTransitionCourse('x'),
    ]).toEqual([false, true, true, false]);
  });
});

describe('token frames', () => {
  it('append the session token to bases with or without a query string', () => {
    expect(tokenFrameUrl('https://f.example.org/readings', participant)).toBe('https://f.example.org/readings?token=tok.en%2F1');
    expect(tokenFrameUrl('/frame-placeholder.html?frame=readings', participant)).toBe(
      '/frame-placeholder.html?frame=readings&token=tok.en%2F1',
    );
    expect(tokenFrameUrl('https://f.example.org/r?token=stale#x', participant)).toBe('https://f.example.org/r?token=tok.en%2F1#x');
  });

  it('give communities the page to open as parameters, never as the frame address', () => {
    const url = communitiesFrameUrl('https://communities.example.org/', participant, {
      url_iframe: 'https://evil.example/x',
      url_redirect: '/groups/7',
    });
    expect(url.startsWith('https://communities.example.org/?')).toBe(true);
    expect(params(url)).toEqual({ token: 'tok.en/1', url_iframe: 'https://evil.example/x', url_redirect: '/groups/7' });
    expect(params(communitiesFrameUrl('/c', participant, { url_iframe: null, url_redirect: '' }))).toEqual({ token: 'tok.en/1' });
  });

  it('add the diagnostics, action-learning and coaching tokens where the spec names them', () => {
    expect(params(diagnosticsFrameUrl('/d', participant, 'diag'))).toEqual({ token: 'tok.en/1', diagnostics_token: 'diag' });
    expect(params(actionLearningFrameUrl('/a', participant, 'alp'))).toEqual({ token: 'tok.en/1', alp_token: 'alp', user_id: '501' });
    expect(params(coachingDashboardFrameUrl('/c?x=1', facilitator, 'alp'))).toEqual({
      x: '1',
      token: 't2',
      alp_token: 'alp',
      user_id: '7',
    });
    expect(params(downloadsFrameUrl('/dl', facilitator))).toEqual({ token: 't2', user_id: '7' });
    expect(params(queryPageFrameUrl('https://diag.example.org/query?view=participants', 'jwt-1'))).toEqual({
      view: 'participants',
      jwt: 'jwt-1',
    });
  });

  it('send online learning through Saba SSO with the page to land on', () => {
    const url = onlineLearningFrameUrl('/frame-placeholder.html?frame=saba-sso&token=sso', 'https://learn.example.org/course?id=4');
    expect(params(url)).toEqual({ frame: 'saba-sso', token: 'sso', current_url: 'https://learn.example.org/course?id=4' });
  });
});

describe('unit launch', () => {
  it('carries the unit, the user and diagnostics tokens and the course to return to', () => {
    const back = courseReturnUrl('https://portal.example.org', 'cohort39');
    expect(back).toBe('https://portal.example.org/course/cohort39');
    expect(courseReturnUrl('http://localhost:3000', null)).toBe('http://localhost:3000/');
    const url = unitLaunchUrl(
      'https://content.example.org/launch',
      { unit_path: 'units/3', unit_number: '3', selected_activity: null },
      participant,
      'diag',
      back,
    );
    expect(params(url)).toEqual({ unit_path: 'units/3', unit_number: '3', token: 'tok.en/1', diagnostics_token: 'diag', return_url: back });
  });
});
