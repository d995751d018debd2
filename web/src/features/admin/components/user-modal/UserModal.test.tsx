import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCK_HEARTBEAT_MS } from '@shared/constants';
import { DISCARD_BUTTONS } from '@shared/texts/confirm';
import * as USER_FORM_TEXT from '@shared/users/form.texts';
import type { UserFormRecord } from '@shared/users/form.types';
import { getToken } from '@/lib/session';
import { jsonResponse, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { UserModal } from './UserModal';

const ME = 1;

function record(overrides: Partial<UserFormRecord> = {}): UserFormRecord {
  return {
    id: 42,
    username: 'ada.okafor',
    honorific: null,
    first_name: 'Ada',
    last_name: 'Okafor',
    email: 'ada@example.org',
    email_assign: 'work',
    phone: '2025550123',
    phone_extension: null,
    job_title: 'Principal',
    job_function: [5],
    address1: null,
    address2: null,
    city: null,
    zip: null,
    state_id: 2,
    district_id: 201,
    school_id: 2011,
    school_name: 'Albany Lincoln Elementary School',
    district_as_entered: null,
    school_as_entered: null,
    ppid: null,
    iu: null,
    notes: null,
    status: 'active',
    internal: false,
    roles: [10],
    courses: [10],
    default_course: 10,
    state_coordinator: false,
    states_coordinator: [],
    staff_contractor: 'staff',
    certifications: [],
    profile_updated: null,
    login_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    created_by: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    updated_by: null,
    version: 3,
    ...overrides,
  };
}

const lookups = {
  'GET /api/getStates': [
    { id: 1, code: 'PA', name: 'Pennsylvania' },
    { id: 2, code: 'NY', name: 'New York' },
  ],
  'GET /api/courses': [
    { id: 10, key: 39, name: 'EDP', abbreviation: 'EDP', is_edp: true, is_nisl: true },
    { id: 12, key: 25, name: 'Principal Foundations', abbreviation: 'PF', is_edp: false, is_nisl: true },
  ],
  'GET /api/job_functions': [{ id: 5, name: 'Principal' }],
  'GET /api/role': {
    roles: [],
    roles_no_trash: [
      { id: 1, slug: 'administrator', name: 'Administrator', hide: false, deleted_at: null, built_in: true },
      { id: 10, slug: 'participant', name: 'Participant', hide: false, deleted_at: null, built_in: true },
      { id: 26, slug: 'feedback_diagnostics', name: 'Feedback Diagnostics', hide: true, deleted_at: null, built_in: true },
    ],
  },
  'GET /api/districts_by_state/*': [{ id: 201, state_id: 2, name: 'Albany City School District' }],
  'GET /api/district_schools/*': [{ id: 2011, district_id: 201, name: 'Albany Lincoln Elementary School' }],
};

function renderModal(userId: number | null, onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UserModal userId={userId} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { ...view, onClose };
}

/** Types a whole value at once (typing key by key re-renders the large form for every key). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** The open confirmation whose question is `text`. */
const confirmation = (text: string) => within(screen.getByText(text).closest('[role="dialog"]') as HTMLElement);

describe('UserModal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn(['senior_admin', 'administrator'], { userID: ME });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('creates a user with the defaults and says when the account was flagged Pending', async () => {
    const { called } = mockApi({
      ...lookups,
      'POST /api/user': () => jsonResponse({ message: 'Pending', user: record({ id: 77, status: 'pending' }), duplicates: [42] }),
    });
    const { onClose } = renderModal(null);
    expect(screen.getByRole('heading', { name: 'Create new user' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login As' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await fill(user, /^Username/, 'New.Person');
    await fill(user, /^Password/, 'Secret-1');
    await fill(user, /^First name/, 'Ada');
    await fill(user, /^Last name/, 'Okafor');
    await fill(user, /^E-mail \*/, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // Each field that stops the save is listed at the top and marked; the first takes the focus (issue 34).
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([USER_FORM_TEXT.invalidEmail, USER_FORM_TEXT.required('state')]);
    const email = screen.getByLabelText(/^E-mail \*/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(USER_FORM_TEXT.invalidEmail);
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveAttribute('aria-invalid', 'true');
    await fill(user, /^E-mail \*/, 'ada@example.org');
    await fill(user, /^Phone/, '2025550101');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('202-555-0101');
    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: 'New York' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(USER_FORM_TEXT.pendingWarning)).toBeInTheDocument();
    expect(called('POST /api/user')[0].body).toMatchObject({
      username: 'New.Person',
      roles: [10],
      courses: [10],
      default_course: 10,
      status: 'active',
      staff_contractor: 'staff',
      state_id: 2,
      phone: '2025550101',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('warns when district or school is chosen before state or district, and shows PPID and IU for Pennsylvania', async () => {
    mockApi(lookups);
    renderModal(null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /^District/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_FORM_TEXT.stateBeforeDistrict);
    await user.click(screen.getByRole('combobox', { name: /^School/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_FORM_TEXT.districtBeforeSchool);
    expect(screen.queryByLabelText(/^PPID/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: 'Pennsylvania' }));
    expect(screen.getByLabelText(/^PPID/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Intermediate Unit/));
    expect(await screen.findByRole('option', { name: 'not affiliated with an IU' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(31);
  });

  it('shows the lock message instead of the form when someone else has the account open', async () => {
    const message = USER_FORM_TEXT.pageLocked('Grace Admin', 'grace@example.org');
    const { called } = mockApi({
      ...lookups,
      'GET /api/validate_page': () =>
        jsonResponse({ message, page: { user: { user_id: 2, name: 'Grace Admin', email: 'grace@example.org' } } }, 423),
    });
    const { onClose } = renderModal(42);
    expect(await screen.findByRole('alert')).toHaveTextContent('Grace Admin (grace@example.org) has this file open now.');
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    expect(called('POST /api/active_page')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('lets an administrator take the page over from its holder, then opens the form', async () => {
    const holder = { user_id: 2, name: 'Grace Admin', email: 'grace@example.org' };
    let takenOver = false;
    const { called } = mockApi({
      ...lookups,
      'GET /api/validate_page': () =>
        takenOver
          ? jsonResponse({ next: true, user: record() })
          : jsonResponse({ message: USER_FORM_TEXT.pageLocked(holder.name, holder.email), page: { user: holder } }, 423),
      'POST /api/take_over_page': () => {
        takenOver = true;
        return jsonResponse({ next: true, taken_from: holder });
      },
      'POST /api/active_page': { next: true },
    });
    renderModal(42);
    const user = userEvent.setup();
    const takeOver = await screen.findByRole('button', { name: USER_FORM_TEXT.takeOver('Grace Admin') });
    expect(takeOver).toHaveAccessibleDescription(USER_FORM_TEXT.takeOverHint('Grace Admin'));
    await user.click(takeOver);
    expect(await screen.findByLabelText(/^Username/)).toHaveValue('ada.okafor');
    expect(called('POST /api/take_over_page').map((c) => c.body)).toEqual([{ page: 'user/edit/42' }]);
    expect(called('POST /api/active_page')).toHaveLength(1);
  });

  it('takes the lock, renews it every 5 minutes, saves with the version and releases the lock as the form closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { called, fetchMock } = mockApi({
      ...lookups,
      'GET /api/validate_page': { next: true, user: record() },
      'POST /api/active_page': { next: true },
      'POST /api/update_page': { next: true },
      'PUT /api/user/update/42': () => jsonResponse({ message: USER_FORM_TEXT.updated, user: record({ version: 4 }) }),
    });
    const { onClose, unmount } = renderModal(42);
    expect(await screen.findByLabelText(/^Username/)).toHaveValue('ada.okafor');
    expect(screen.getByRole('heading', { name: 'User Profile - ID 42' })).toBeInTheDocument();
    expect(called('GET /api/validate_page')[0].query.get('page')).toBe('user/edit/42');
    expect(called('POST /api/active_page')[0].body).toEqual({ page: 'user/edit/42', user_id: ME });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCK_HEARTBEAT_MS);
    });
    expect(called('POST /api/update_page')).toHaveLength(1);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fill(user, /^Job title/, 'Superintendent');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(called('PUT /api/user/update/42')[0].body).toMatchObject({ job_title: 'Superintendent', version: 3 });
    expect(called('PUT /api/user/update/42')[0].body).not.toHaveProperty('password');
    unmount();
    // The lock goes back with the session token in the Authorization header, never in the address
    // (which CloudFront's access logs keep), in a request that outlives the page.
    const released = called('POST /api/disabled_page');
    expect(released).toHaveLength(1);
    expect(released[0].query.get('page')).toBe('user/edit/42');
    expect(released[0].query.has('token')).toBe(false);
    expect(released[0].token).toBe(getToken());
    expect(released[0].token).toBeTruthy();
    expect(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/disabled_page'))?.[1]).toMatchObject({
      method: 'POST',
      keepalive: true,
    });
  });

  it('asks before cancelling with unsaved changes; Delete asks, then says the account was deleted', async () => {
    mockApi({
      ...lookups,
      'GET /api/validate_page': { next: true, user: record() },
      'POST /api/active_page': { next: true },
      'DELETE /api/user/42': { message: USER_FORM_TEXT.deleted },
    });
    const { onClose } = renderModal(42);
    const user = userEvent.setup();
    await screen.findByLabelText(/^City/);
    await fill(user, /^City/, 'Albany');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(USER_FORM_TEXT.unsavedChanges)).toBeInTheDocument();
    await user.click(confirmation(USER_FORM_TEXT.unsavedChanges).getByRole('button', { name: DISCARD_BUTTONS.keep }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText(USER_FORM_TEXT.unsavedChanges)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(USER_FORM_TEXT.deleteConfirm)).toBeInTheDocument();
    await user.click(confirmation(USER_FORM_TEXT.deleteConfirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(USER_FORM_TEXT.deleted)).toBeInTheDocument();
  });

  it('shows the read-only record: id, created and updated by whom, last login, legacy district and school, certifications and recent sign-ins', async () => {
    const facts = {
      created_by_name: 'Sara Senior',
      updated_by_name: null,
      login_logs: [
        {
          status: 'success',
          created_at: '2026-03-07T15:00:00.000Z',
          ip: '198.51.100.7',
          platform: 'Windows',
          browser: 'Chrome',
          browser_version: '130',
        },
        {
          status: 'success',
          created_at: '2026-03-06T15:00:00.000Z',
          ip: '198.51.100.6',
          platform: 'macOS',
          browser: 'Safari',
          browser_version: '17',
        },
      ],
    };
    const loaded = record({
      created_by: 5,
      login_at: '2026-03-07T15:00:00.000Z',
      district_as_entered: 'Old Town SD',
      school_as_entered: 'Old Town High',
      // Units of the NISL program (the calendar's reading, spec 01 §2), as the seed gives them.
      certifications: [4, 5, 6],
    });
    mockApi({ ...lookups, 'GET /api/validate_page': { next: true, user: loaded, facts }, 'POST /api/active_page': { next: true } });
    renderModal(42);
    const section = within(await screen.findByRole('region', { name: 'Account record' }));
    const fact = (term: string) => section.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('ID')).toHaveTextContent('42');
    expect(fact('Created')).toHaveTextContent('Dec 31, 2025, 7:00 PM by Sara Senior');
    expect(fact('Updated')).toHaveTextContent('Dec 31, 2025, 7:00 PM by TBD');
    expect(fact('Last login')).toHaveTextContent('Mar 7, 2026, 10:00 AM');
    expect(fact('District as entered')).toHaveTextContent('Old Town SD');
    expect(fact('School as entered')).toHaveTextContent('Old Town High');
    expect(fact('Certifications')).toHaveTextContent('Unit 4, Unit 5, Unit 6');
    const signIns = within(section.getByRole('list', { name: 'Recent sign-ins' })).getAllByRole('listitem');
    expect(signIns.map((li) => li.textContent)).toEqual([
      'Mar 7, 2026, 10:00 AM · Windows · Chrome 130 · 198.51.100.7',
      'Mar 6, 2026, 10:00 AM · macOS · Safari 17 · 198.51.100.6',
    ]);
  });

  it("shows the lock message when a save is refused because someone else took the account's page", async () => {
    const message = USER_FORM_TEXT.pageLocked('Grace Admin', 'grace@example.org');
    mockApi({
      ...lookups,
      'GET /api/validate_page': { next: true, user: record() },
      'POST /api/active_page': { next: true },
      'PUT /api/user/update/42': () =>
        jsonResponse({ message, page: { user: { user_id: 2, name: 'Grace Admin', email: 'grace@example.org' } } }, 423),
    });
    const { onClose } = renderModal(42);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Job title/);
    await fill(user, /^Job title/, 'Superintendent');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message, { normalizeWhitespace: false });
    // The work stays on screen.
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Superintendent');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives an administrator no Delete, and no Login As for a role 26 account', async () => {
    signIn(['administrator'], { userID: ME });
    mockApi({
      ...lookups,
      'GET /api/validate_page': { next: true, user: record({ roles: [26] }) },
      'POST /api/active_page': { next: true },
    });
    renderModal(42);
    expect(await screen.findByLabelText(/^Username/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login As' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});
