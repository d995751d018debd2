import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '@/test/fixtures';
import { calendarEvent, calendarResponse, filterOptions } from '../test-data';
import { clickDay, dayCell, findMonthGrid, mockCalendarApi, renderCalendar, stubLayout } from '../test-utils';

// March 2026 in a Monday-to-Saturday month grid: six weeks from Monday 2 March to Saturday 11 April.
const MARCH = '/api/calendar_data/2026-03-02/2026-04-11';
const TUESDAY = '2026-03-10';
const SATURDAY = '2026-03-14';

const availability = (date: string) => dayCell(date).getAttribute('data-availability');
const filtersOf = (path: string, api: ReturnType<typeof mockCalendarApi>) =>
  api
    .dataCalls()
    .filter((call) => call.path === path)
    .map((call) => JSON.parse(call.query.get('filters') ?? 'null') as unknown);

describe('training calendar page', () => {
  beforeEach(() => {
    signIn(['state_coordinator']);
    stubLayout();
  });

  it("opens on today's month in the caller's default view, with the saved filters", async () => {
    const saved = { courses: [39], types: [], states: [], facilitators: [], unit: null };
    const api = mockCalendarApi({
      filters: filterOptions(saved),
      data: () => calendarResponse({ mode: 'complete', events: [calendarEvent()] }),
    });
    renderCalendar();
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2026' })).toBeInTheDocument();
    await findMonthGrid('2026-03-02');
    await waitFor(() => expect(api.dataCalls().map((call) => call.path)).toEqual([MARCH]));
    expect(api.dataCalls()[0].query.has('calendar')).toBe(false);
    expect(filtersOf(MARCH, api)).toEqual([saved]);
    expect(await screen.findByText('Unit 4 Albany, NY - Ann Lee, Bo Park')).toBeInTheDocument();
    expect(document.querySelector('[data-date="2026-03-01"]')).toBeNull(); // Sunday hidden
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveClass('MuiButton-contained');
  });

  it('shows the unit schedules in the complete view and no view switch without can_switch', async () => {
    mockCalendarApi({ data: () => calendarResponse({ mode: 'complete', can_switch: false }) });
    renderCalendar();
    expect(await screen.findByRole('button', { name: 'Unit 4 Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unit 5 Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unit 6 Schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My Schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Calendar' })).not.toBeInTheDocument();
    expect(dayCell(TUESDAY)).not.toHaveAttribute('data-availability');
    expect(screen.queryByRole('list', { name: 'Availability legend' })).not.toBeInTheDocument();
  });

  it('colours My Schedule days by availability, Saturdays busy unless stored otherwise', async () => {
    mockCalendarApi({
      data: () =>
        calendarResponse({
          mode: 'my_schedule',
          busy_days: [
            { available_date: '2026-03-11', available: 2 },
            { available_date: '2026-03-21', available: 1 },
          ],
        }),
    });
    renderCalendar();
    await waitFor(() => expect(availability(TUESDAY)).toBe('1'));
    expect(availability(SATURDAY)).toBe('0');
    expect(availability('2026-03-11')).toBe('2');
    expect(availability('2026-03-21')).toBe('1');
    expect(dayCell(SATURDAY).closest('td')).toHaveClass('availability-busy');
    expect(screen.queryByRole('button', { name: 'Unit 4 Schedule' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Availability legend' })).toHaveTextContent('AvailableUnavailableTentative');
  });

  it('lets an account that may switch change views, the active one pressed', async () => {
    const api = mockCalendarApi({
      data: (call) => calendarResponse({ mode: (call.query.get('calendar') as 'complete' | null) ?? 'my_schedule', can_switch: true }),
    });
    renderCalendar();
    const mySchedule = await screen.findByRole('button', { name: 'My Schedule' });
    expect(mySchedule).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Complete Calendar' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Complete Calendar' }));
    expect(await screen.findByRole('button', { name: 'Unit 4 Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Calendar' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.dataCalls().map((call) => call.query.get('calendar'))).toEqual([null, 'complete']);
    await waitFor(() => expect(dayCell(TUESDAY)).not.toHaveAttribute('data-availability'));
  });

  it('selects a unit schedule, tells the certified facilitators and deselects it on a second click', async () => {
    const api = mockCalendarApi({
      data: (call) =>
        calendarResponse({
          mode: 'complete',
          certifications:
            JSON.parse(call.query.get('filters')!).unit === '5'
              ? [
                  { id: 7, name: 'Ann Lee' },
                  { id: 8, name: 'Bo Park' },
                ]
              : [],
        }),
    });
    renderCalendar();
    await userEvent.click(await screen.findByRole('button', { name: 'Unit 5 Schedule' }));
    const note = await screen.findByTestId('certified-note');
    await waitFor(() => expect(note).toHaveTextContent('There are 2 certified facilitators who can run Unit 5.'));
    expect(note).toHaveTextContent('Days with fewer events than certified facilitators are free for scheduling.');
    expect(screen.getByRole('button', { name: 'Unit 5 Schedule' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Ann Lee')).not.toBeVisible();

    await userEvent.click(within(note).getByRole('button', { name: 'Show names' }));
    const names = within(note).getByRole('list', { name: 'Facilitators certified for Unit 5' });
    await waitFor(() => expect(names).toBeVisible());
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann Lee', 'Bo Park']);

    await userEvent.click(screen.getByRole('button', { name: 'Unit 5 Schedule' }));
    await waitFor(() => expect(screen.queryByTestId('certified-note')).not.toBeInTheDocument());
    expect(api.posts('/api/user/saveFilters')).toEqual([
      { type_filters: 'calendar', filters: { courses: [], types: [], states: [], facilitators: [], unit: '5' }, save_filters: true },
      { type_filters: 'calendar', filters: { courses: [], types: [], states: [], facilitators: [], unit: null }, save_filters: true },
    ]);
    expect(filtersOf(MARCH, api).map((filters) => (filters as { unit: unknown }).unit)).toEqual([null, '5', null]);
  });

  it('cycles a day 1 → 0 → 2 → 1, saving each step', async () => {
    const api = mockCalendarApi({ data: () => calendarResponse({ mode: 'my_schedule' }) });
    renderCalendar();
    await waitFor(() => expect(availability(TUESDAY)).toBe('1'));
    for (const expected of ['0', '2', '1']) {
      clickDay(TUESDAY);
      await waitFor(() => expect(availability(TUESDAY)).toBe(expected));
    }
    await waitFor(() =>
      expect(api.posts('/api/save-busy-days')).toEqual([
        { available: 0, day: TUESDAY },
        { available: 2, day: TUESDAY },
        { available: 1, day: TUESDAY },
      ]),
    );
  });

  it('starts a Saturday from busy: the first click makes it tentative', async () => {
    const api = mockCalendarApi({ data: () => calendarResponse({ mode: 'my_schedule' }) });
    renderCalendar();
    await waitFor(() => expect(availability(SATURDAY)).toBe('0'));
    clickDay(SATURDAY);
    await waitFor(() => expect(api.posts('/api/save-busy-days')).toEqual([{ available: 2, day: SATURDAY }]));
    expect(availability(SATURDAY)).toBe('2');
  });

  it('puts the day back and says so when the save fails', async () => {
    mockCalendarApi({
      data: () => calendarResponse({ mode: 'my_schedule' }),
      saveBusyDay: () => jsonResponse({ message: 'Availability can only be set in My Schedule.' }, 422),
    });
    renderCalendar();
    await waitFor(() => expect(availability(TUESDAY)).toBe('1'));
    clickDay(TUESDAY);
    expect(await screen.findByText('Availability can only be set in My Schedule.')).toBeInTheDocument();
    expect(availability(TUESDAY)).toBe('1');
  });

  it('does not change availability in the complete view', async () => {
    const api = mockCalendarApi({ data: () => calendarResponse({ mode: 'complete' }) });
    renderCalendar();
    await findMonthGrid('2026-03-02');
    await waitFor(() => expect(api.dataCalls()).toHaveLength(1));
    clickDay(TUESDAY);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.posts('/api/save-busy-days')).toEqual([]);
  });

  it("opens the event's roster in a new tab, but not for a busy event", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockCalendarApi({
      data: () =>
        calendarResponse({
          events: [
            calendarEvent(),
            calendarEvent({
              event_id: 'orientation',
              title: 'Orientation',
              unit_id: 950,
              start: '2026-03-17',
              end: '2026-03-17',
              is_busy: true,
            }),
          ],
        }),
    });
    renderCalendar();
    await userEvent.click(await screen.findByText('Unit 4 Albany, NY - Ann Lee, Bo Park'));
    expect(open).toHaveBeenCalledWith('/dashboard/cohort/12/event/901/unit/4/cohort/3401', '_blank');
    await userEvent.click(screen.getByText('Orientation Albany, NY - Ann Lee, Bo Park'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("shows a day's hidden events behind a '+N more' button, in a dialog that loads them", async () => {
    const busy = calendarEvent({ event_id: '5', title: 'Unit 5', unit_id: 902, start: TUESDAY, end: TUESDAY, is_busy: true });
    const other = calendarEvent({ unit_id: 903, cohort: { ...calendarEvent().cohort, id: 13, city: 'Troy' } });
    let answerDay: (response: Response) => void = () => {};
    const api = mockCalendarApi({
      data: (call) =>
        call.path === `/api/calendar_data/${TUESDAY}/${TUESDAY}`
          ? new Promise<Response>((resolve) => (answerDay = resolve))
          : calendarResponse({ mode: 'my_schedule', events: [calendarEvent()], more_by_day: { [TUESDAY]: 2 } }),
    });
    renderCalendar();
    const more = await screen.findByRole('button', { name: '+2 more: show all 3 events on March 10' });
    expect(more).toHaveTextContent('+2 more');
    expect(api.dataCalls()[0].query.get('per_day')).toBe('4');

    // A press on the button is not a click on the day: its availability stays.
    clickDay(TUESDAY, more);
    more.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Events on March 10' });
    expect(within(dialog).getByRole('progressbar', { name: 'Loading events' })).toBeInTheDocument();
    const dayCall = api.dataCalls().at(-1)!;
    expect(dayCall.path).toBe(`/api/calendar_data/${TUESDAY}/${TUESDAY}`);
    expect([dayCall.query.has('per_day'), dayCall.query.get('calendar'), dayCall.query.get('filters')]).toEqual([
      false,
      'my_schedule',
      api.dataCalls()[0].query.get('filters'),
    ]);

    answerDay(jsonResponse(calendarResponse({ mode: 'my_schedule', events: [calendarEvent(), busy, other] })));
    const list = await within(dialog).findByRole('list', { name: 'Events on March 10' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unit 4 Albany, NY - Ann Lee, Bo Park', 'Unit 5 Albany, NY - Ann Lee, Bo Park', 'Unit 4 Troy, NY - Ann Lee, Bo Park']);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['/dashboard/cohort/12/event/901/unit/4/cohort/3401', '_blank'],
      ['/dashboard/cohort/13/event/903/unit/4/cohort/3401', '_blank'],
    ]);
    expect(links[0]).toHaveStyle({ backgroundColor: '#1565c0', color: '#ffffff' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: '+2 more: show all 3 events on March 10' })).toHaveFocus());
    expect(api.posts('/api/save-busy-days')).toEqual([]);
    expect(availability(TUESDAY)).toBe('1');
  });

  it("says so when a day's events do not load", async () => {
    mockCalendarApi({
      data: (call) =>
        call.path === `/api/calendar_data/${TUESDAY}/${TUESDAY}`
          ? jsonResponse({ message: 'Please try again.' }, 422)
          : calendarResponse({ events: [calendarEvent()], more_by_day: { [TUESDAY]: 5 } }),
    });
    renderCalendar();
    await userEvent.click(await screen.findByRole('button', { name: '+5 more: show all 6 events on March 10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Events on March 10' });
    expect(await within(dialog).findByText('Please try again.')).toBeInTheDocument();
  });

  it('switches event labels between cities and cohort names', async () => {
    mockCalendarApi({ data: () => calendarResponse({ events: [calendarEvent()] }) });
    renderCalendar();
    expect(await screen.findByText('Unit 4 Albany, NY - Ann Lee, Bo Park')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show cohort names' }));
    expect(await screen.findByText('Unit 4 NY Albany EDP 2025 #1 - Ann Lee, Bo Park')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show cities' }));
    expect(await screen.findByText('Unit 4 Albany, NY - Ann Lee, Bo Park')).toBeInTheDocument();
  });

  it('jumps to the month of ?date', async () => {
    const api = mockCalendarApi();
    renderCalendar('/dashboard/calendar?date=2025-11-20');
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2025' })).toBeInTheDocument();
    await waitFor(() => expect(api.dataCalls().map((call) => call.path)).toEqual(['/api/calendar_data/2025-10-27/2025-12-06']));
  });

  it('moves two months for two clicks on Previous month that come before the page has redrawn', async () => {
    mockCalendarApi();
    const { router } = renderCalendar('/dashboard/calendar?date=2026-04-01');
    await screen.findByRole('heading', { level: 2, name: 'April 2026' });
    const previous = screen.getByRole('button', { name: 'Previous month' });
    // Two clicks in one go, as a quick double click on a busy machine lands them: nothing redraws between.
    previous.click();
    previous.click();
    expect(await screen.findByRole('heading', { level: 2, name: 'February 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-02-01');
  });

  it('moves by month and back to today, keeping ?date in step', async () => {
    const api = mockCalendarApi();
    const { router } = renderCalendar();
    await screen.findByRole('heading', { level: 2, name: 'March 2026' });

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'April 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-04-01');
    await findMonthGrid('2026-03-30');

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'February 2026' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-03-10');
    await waitFor(() =>
      expect(new Set(api.dataCalls().map((call) => call.path))).toEqual(
        new Set([MARCH, '/api/calendar_data/2026-03-30/2026-05-09', '/api/calendar_data/2026-02-02/2026-03-14']),
      ),
    );
  });

  it('goes to the same month of the year picked, offering the years with events', async () => {
    const api = mockCalendarApi({ years: [2024, 2025] });
    const { router } = renderCalendar();
    await screen.findByRole('heading', { level: 2, name: 'March 2026' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['2024', '2025', '2026']);
    await userEvent.click(screen.getByRole('option', { name: '2024' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2024' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2024-03-01');
    await waitFor(() => expect(api.dataCalls().map((call) => call.path)).toContain('/api/calendar_data/2024-02-26/2024-04-06'));
  });

  it('applies and clears the filter control, saving each change', async () => {
    const api = mockCalendarApi();
    renderCalendar();
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter calendar' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Courses' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Coaching' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'States' }));
    await userEvent.click(await screen.findByRole('option', { name: 'New York' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveClass('MuiButton-contained');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter' })).toHaveClass('MuiButton-outlined'));
    const chosen = { courses: [84], types: [], states: [36], facilitators: [], unit: null };
    const empty = { courses: [], types: [], states: [], facilitators: [], unit: null };
    expect(api.posts('/api/user/saveFilters')).toEqual([
      { type_filters: 'calendar', filters: chosen, save_filters: true },
      { type_filters: 'calendar', filters: empty, save_filters: true },
    ]);
    await waitFor(() => expect(filtersOf(MARCH, api)).toEqual([empty, chosen, empty]));
  });
});
