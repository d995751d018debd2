import type { OwnProfile, ProfileSavedAnswer } from '@shared/profile/types';
import * as MESSAGES from '@shared/texts/general';
import * as PROFILE_TEXT from '@shared/profile/texts';
import { DISCARD_BUTTONS } from '@shared/texts/confirm';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, getUserData, saveSession } from '@/lib/session';
import { jsonResponse, sessionAnswer, signIn, userData } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const STATES = [
  { id: 1, code: 'NY', name: 'New York' },
  { id: 2, code: 'PA', name: 'Pennsylvania' },
];
const JOB_FUNCTIONS = [
  { id: 1, name: 'Teacher' },
  { id: 4, name: 'Assistant Principal' },
  { id: 5, name: 'Principal' },
  { id: 7, name: 'Assistant Superintendent' },
  { id: 8, name: 'Superintendent' },
];

function record(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 501,
    username: 'jdoe@example.org',
    first_name: 'Jane',
    last_name: 'Doe',
    job_title: 'Coach',
    job_function: [1],
    phone: '2155550100',
    phone_extension: null,
    email: 'jdoe@example.org',
    email_assign: 'work',
    state_id: 1,
    district_id: null,
    school_id: null,
    ppid: null,
    iu: null,
    avatar: null,
    first_time: false,
    required_data: false,
    version: 3,
    ...overrides,
  };
}

function profileApi(own: OwnProfile, saved?: (call: RecordedCall) => Response) {
  let current = own;
  return mockApi({
    'GET /api/portal_banners': { show_banner: false, banner_for_show: null },
    'GET /api/get-active-logon-popup': { popup: null },
    'GET /api/user/profile': () => jsonResponse(current),
    // The calendar subscription card under the form (issue 33; its journey: test/e2e/profile.e2e.ts).
    'GET /api/me/calendar-feed': { url: 'http://localhost:3000/api/calendar-feed/abc' },
    'GET /api/dictionary/get-states': STATES,
    'GET /api/job_functions': JOB_FUNCTIONS,
    'GET /api/districts_by_state/2/-': [{ id: 70, state_id: 2, name: 'Allentown SD' }],
    'GET /api/district_schools/70': [{ id: 900, district_id: 70, name: 'Central Elementary' }],
    [`PUT /api/user/${own.id}`]: (call: RecordedCall) => {
      if (saved) return saved(call);
      const body = call.body as Record<string, unknown>;
      current = { ...current, ...(body as Partial<OwnProfile>), first_time: false, version: current.version + 1 };
      const answer: ProfileSavedAnswer = {
        message: PROFILE_TEXT.updated,
        user: userData({ first_name: String(body.first_name), last_name: String(body.last_name) }),
        version: current.version,
        lastDateChangedPassword: body.password ? '2026-03-01T00:00:00.000Z' : null,
      };
      return jsonResponse(answer);
    },
  });
}

const form = () => screen.findByRole('form', { name: 'Profile' }, { timeout: 15_000 });

async function replace(label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('/profile', { timeout: 60_000 }, () => {
  it('checks every field with the spec messages before sending, and masks the phone', async () => {
    signIn(['participant']);
    const api = profileApi(record({ phone: null, job_function: [] }));
    renderApp('/profile');
    await form();
    await replace(/^First name/, '');
    await replace(/^Job title/, '');
    await replace(/^E-mail/, 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Phone/), '215555');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('215-555');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    for (const message of [
      PROFILE_TEXT.firstNameRequired,
      PROFILE_TEXT.jobTitleRequired,
      PROFILE_TEXT.jobFunctionRequired,
      PROFILE_TEXT.phoneDigits,
      PROFILE_TEXT.invalidEmail,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    // The first refused field has the focus.
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    // Changing the e-mail warns that the username stays.
    expect(screen.getByText(PROFILE_TEXT.emailChangeWarning)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Phone/), '01009999');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('215-555-0100');
    expect(api.called('PUT /api/user/501')).toEqual([]);
  });

  it('selects the job function from the typed job title', async () => {
    signIn(['participant']);
    profileApi(record({ job_title: '', job_function: [] }));
    renderApp('/profile');
    await form();
    const chips = () => [
      ...(screen
        .getByLabelText(/^Job function/)
        .closest('.MuiAutocomplete-root')
        ?.querySelectorAll('.MuiChip-label') ?? []),
    ];
    await userEvent.type(screen.getByLabelText(/^Job title/), 'Teache');
    await waitFor(() => expect(chips().map((c) => c.textContent)).toEqual(['Teacher']));
    await replace(/^Job title/, 'Assistant Principal');
    expect(chips().map((c) => c.textContent)).toEqual(['Assistant Principal']);
    await replace(/^Job title/, 'Superintendent');
    expect(chips().map((c) => c.textContent)).toEqual(['Superintendent']);
  });

  it("asks Pennsylvania's people for district, PPID and IU, then saves and refreshes the session's user-data", async () => {
    signIn(['participant']);
    const api = profileApi(record());
    renderApp('/profile');
    await form();
    expect(screen.queryByLabelText(/^PPID/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^State/));
    await userEvent.click(await screen.findByRole('option', { name: 'Pennsylvania' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText(PROFILE_TEXT.districtRequired)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXT.ppidRequired)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXT.iuRequired)).toBeInTheDocument();
    expect(api.called('PUT /api/user/501')).toEqual([]);

    await userEvent.click(screen.getByLabelText(/^District/));
    await userEvent.click(await screen.findByRole('option', { name: 'Allentown SD' }));
    await userEvent.click(screen.getByLabelText(/^School/));
    await userEvent.click(await screen.findByRole('option', { name: 'Central Elementary' }));
    await userEvent.type(screen.getByLabelText(/^PPID/), '123456');
    await userEvent.click(screen.getByLabelText(/^Intermediate Unit/));
    await userEvent.click(await screen.findByRole('option', { name: '12' }));
    await replace(/^First name/, 'Janet');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(PROFILE_TEXT.updated)).toBeInTheDocument();
    expect(api.called('PUT /api/user/501')[0].body).toEqual({
      first_name: 'Janet',
      last_name: 'Doe',
      job_title: 'Coach',
      job_function: [1],
      phone: '2155550100',
      phone_extension: null,
      email: 'jdoe@example.org',
      email_assign: 'work',
      state_id: 2,
      district_id: 70,
      school_id: 900,
      ppid: '123456',
      iu: '12',
      version: 3,
    });
    expect(getUserData()?.first_name).toBe('Janet');
  });

  it('asks before cancelling changes (Keep editing / Discard changes)', async () => {
    signIn(['participant']);
    profileApi(record());
    const { router } = renderApp('/profile');
    await form();
    await replace(/^Last name/, 'Smith');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(PROFILE_TEXT.cancelConfirm);
    await userEvent.click(within(question).getByRole('button', { name: DISCARD_BUTTONS.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Smith');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: DISCARD_BUTTONS.discard }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/profile'));
  });

  it('refuses a photo that is not JPG/PNG before sending it, and shows an uploaded one in the top bar', async () => {
    signIn(['participant']);
    const api = profileApi(record());
    const uploads: unknown[] = [];
    const base = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/user/update/avatar')) {
        uploads.push(init?.body);
        return jsonResponse({ url: '/api/avatar/501/new-photo.png' });
      }
      return base(input, init);
    });
    renderApp('/profile');
    await form();
    const input = screen.getByLabelText('Profile photo file');
    await userEvent.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText(PROFILE_TEXT.avatarType)).toBeInTheDocument();
    expect(uploads).toEqual([]);
    await userEvent.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(PROFILE_TEXT.avatarTooLarge)).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(getUserData()?.avatar).toBe('/api/avatar/501/new-photo.png'));
    expect(uploads).toHaveLength(1);
    expect((uploads[0] as FormData).get('avatar')).toBeInstanceOf(File);
    const menu = screen.getByRole('button', { name: /Account menu$/ });
    await waitFor(() => expect(menu.querySelector('img')).toHaveAttribute('src', '/api/avatar/501/new-photo.png'));
  });
});

describe('/profile in first-time mode', { timeout: 60_000 }, () => {
  it('asks for the new password too; saving it ends the first sign-in prompt', async () => {
    saveSession(sessionAnswer({ first_time: true }));
    const api = profileApi(record({ first_time: true }));
    const { router } = renderApp('/profile');
    await form();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText(MESSAGES.inputPassword)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmPassword)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh#Start1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Fresh#Start2');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText(PROFILE_TEXT.passwordsDoNotMatch)).toBeInTheDocument();
    await replace('Confirm password', 'Fresh#Start1');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(PROFILE_TEXT.updated)).toBeInTheDocument();
    expect(api.called('PUT /api/user/501')[0].body).toMatchObject({ password: 'Fresh#Start1', repeat_password: 'Fresh#Start1' });
    expect(localStorage.getItem(STORAGE_KEYS.firstLogin)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.dateLastUpdatePass)).toBe('2026-03-01T00:00:00.000Z');
    // The record read again has no first-time mode: the password fields go.
    await waitFor(() => expect(screen.queryByLabelText('New password')).not.toBeInTheDocument());
    await router.navigate('/support');
    await screen.findByRole('heading', { level: 1, name: 'Support' }, { timeout: 15_000 });
    expect(screen.queryByRole('dialog', { name: 'Complete your profile' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal by the field it names", async () => {
    saveSession(sessionAnswer({ first_time: true }));
    profileApi(record({ first_time: true }), () =>
      jsonResponse({ message: 'You cannot reuse this password.', errors: { password: ['You cannot reuse this password.'] } }, 422),
    );
    renderApp('/profile');
    await form();
    await userEvent.type(screen.getByLabelText('New password'), 'Used#Before1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Used#Before1');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('You cannot reuse this password.')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.firstLogin)).toBe('true');
  });
});
