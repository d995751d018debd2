import type { CohortFormValues } from '@shared/cohort-builder/form.types';
import { COHORT_TEXT } from '@shared/cohort-builder/form.texts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CohortFormCourse, CohortFormReference } from '../pane-props';
import { SchedulePane } from './SchedulePane';
import { newUnit, withEventType } from './schedule-rules';
import { newCohortValues } from '@shared/cohort-builder/form.texts';

const course = (patch: Partial<CohortFormCourse> = {}): CohortFormCourse => ({
  id: 39,
  key: 39,
  name: 'Executive Development Program',
  section_units: 3,
  is_nisl: false,
  ...patch,
});

const reference = (patch: Partial<CohortFormReference> = {}): CohortFormReference => ({
  course: course(),
  deliveryModel: undefined,
  meetingTypes: [
    { slug: 'virtual', name: 'Virtual' },
    { slug: 'in_person', name: 'In person' },
  ],
  ...patch,
});

function formValues(patch: Partial<CohortFormValues> = {}): CohortFormValues {
  return {
    ...newCohortValues(),
    name: 'Albany 2026',
    course_id: 39,
    delivery_model_id: 1,
    city: 'Albany',
    state_id: 36,
    ...patch,
  };
}

/** The pane inside a form that keeps the values, as the cohort form does; every patch is recorded. */
function renderPane(initial: CohortFormValues = formValues(), ref: CohortFormReference = reference()) {
  const patches: Partial<CohortFormValues>[] = [];
  let current = initial;
  function Form() {
    const [values, setValues] = useState(initial);
    current = values;
    return (
      <SchedulePane
        values={values}
        people={new Map()}
        reference={ref}
        onChange={(patch) => {
          patches.push(patch);
          setValues((v) => ({ ...v, ...patch }));
        }}
      />
    );
  }
  render(<Form />);
  return { patches, values: () => current };
}

/** A titled block of the pane (orientation, unit, sub-unit). Found by its heading's text: role queries over the whole pane are slow in jsdom; the first test checks the blocks are regions named by their headings. */
function region(name: string): HTMLElement {
  const section = screen.getByText(name, { selector: 'h3, h4' }).closest('section');
  if (!section) throw new Error(`no section for ${name}`);
  return section;
}
const field = (regionName: string, label: string) => within(region(regionName)).getByLabelText(label);
/** The pointer-events check walks every ancestor's computed style on each click: slow in jsdom, and MUI sets none of it here. */
const user = userEvent.setup({ pointerEventsCheck: 0 });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function chooseEventType(unit: string, label: string) {
  await user.click(within(region(unit)).getByRole('combobox', { name: 'Event type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('Cohort Schedule pane', () => {
  it('shows orientation and one Contiguous row per unit of the course when the values have none', () => {
    const { patches } = renderPane();
    expect(screen.getByText(COHORT_TEXT.scheduleTimeZone)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Orientation', 'Unit 1', 'Unit 2', 'Unit 3']);
    for (const name of ['Orientation', 'Unit 1', 'Unit 2', 'Unit 3']) expect(screen.getByRole('region', { name })).toBe(region(name));
    for (const unit of ['Unit 1', 'Unit 2', 'Unit 3']) {
      expect(within(region(unit)).getByRole('combobox', { name: 'Event type' })).toHaveTextContent('Contiguous');
      expect(field(unit, 'Start date')).toHaveValue('');
      expect(field(unit, 'End date')).toHaveValue('');
    }
    expect(patches).toEqual([]);
  });

  it('a Contiguous start date fills the end with the next day; the patch holds every unit, the dates as typed', () => {
    const { patches, values } = renderPane();
    type(field('Unit 2', 'Start date'), '2026-03-08');
    expect(field('Unit 2', 'End date')).toHaveValue('2026-03-09');
    expect(Object.keys(patches[0])).toEqual(['units']);
    expect(values().units.map((u) => u.unit)).toEqual(['1', '2', '3']);
    expect(values().units[1].days.map((d) => d.date)).toEqual(['2026-03-08', '2026-03-09']);
    type(field('Unit 2', 'Start time'), '23:30');
    expect(values().units[1].days.map((d) => d.start_time)).toEqual(['23:30', '23:30']);
  });

  it('Ext creates sub-unit A and hides the unit’s dates; adding sub-units letters them in order', async () => {
    renderPane();
    await chooseEventType('Unit 2', 'Ext');
    expect(within(region('Unit 2')).queryByLabelText('Start date')).not.toBeInTheDocument();
    expect(region('Sub-unit 2A')).toBeInTheDocument();

    await user.click(within(region('Unit 2')).getByRole('button', { name: 'Add sub-unit' }));
    await user.click(within(region('Unit 2')).getByRole('button', { name: 'Add sub-unit' }));
    expect(
      within(region('Unit 2'))
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Sub-unit 2A', 'Sub-unit 2B', 'Sub-unit 2C']);
  });

  it('a sub-unit has its own date, evaluation link and meeting type; removing one moves the later ones up a letter', async () => {
    const { values } = renderPane(formValues({ units: [withEventType(newUnit('2'), 'ext')] }));
    await user.click(within(region('Unit 2')).getByRole('button', { name: 'Add sub-unit' }));
    await user.click(within(region('Unit 2')).getByRole('button', { name: 'Add sub-unit' }));
    type(field('Sub-unit 2B', 'Date'), '2026-04-02');
    type(field('Sub-unit 2B', 'Evaluation link'), 'https://eval.example/2b');
    await user.click(within(region('Sub-unit 2B')).getByRole('combobox', { name: 'Meeting type' }));
    await user.click(await screen.findByRole('option', { name: 'Virtual' }));

    await user.click(screen.getByRole('button', { name: 'Remove sub-unit 2A' }));
    expect(values().units[1].sub_units).toEqual([
      {
        event_ext: '2A',
        event_type: 'ext',
        days: [{ date: '2026-04-02', start_time: null, end_time: null, event_id: null }],
        url_unit_evaluation: 'https://eval.example/2b',
        meeting_type: 'virtual',
      },
      {
        event_ext: '2B',
        event_type: 'ext',
        days: [{ date: null, start_time: null, end_time: null, event_id: null }],
        url_unit_evaluation: null,
        meeting_type: null,
      },
    ]);
    expect(field('Sub-unit 2A', 'Date')).toHaveValue('2026-04-02');
  });

  it("a loaded cohort's days keep their event ids when a sub-unit or a Split day before them is removed", async () => {
    const stored = (event_id: number, date: string) => ({ date, start_time: '09:00', end_time: '15:00', event_id });
    const evaluation = { url_unit_evaluation: null, meeting_type: null };
    const { values } = renderPane(
      formValues({
        units: [
          { unit: '1', event_type: '2_day', days: [stored(11, '2026-02-01'), stored(12, '2026-02-02')], ...evaluation, sub_units: [] },
          { unit: '2', event_type: 'split', days: [stored(21, '2026-03-01'), stored(22, '2026-03-08')], ...evaluation, sub_units: [] },
          {
            unit: '3',
            event_type: 'ext',
            days: [],
            ...evaluation,
            sub_units: [
              { event_ext: '3A', event_type: 'ext', days: [stored(31, '2026-04-01')], ...evaluation },
              { event_ext: '3B', event_type: 'ext', days: [stored(32, '2026-04-08')], ...evaluation },
              { event_ext: '3C', event_type: 'ext', days: [stored(33, '2026-04-15')], ...evaluation },
            ],
          },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove sub-unit 3A' }));
    expect(values().units[2].sub_units.map((s) => [s.event_ext, s.days[0].event_id, s.days[0].date])).toEqual([
      ['3A', 32, '2026-04-08'],
      ['3B', 33, '2026-04-15'],
    ]);
    expect(field('Sub-unit 3A', 'Date')).toHaveValue('2026-04-08');
    await user.click(within(region('Unit 3')).getByRole('button', { name: 'Add sub-unit' }));
    expect(values().units[2].sub_units.map((s) => s.days[0].event_id)).toEqual([32, 33, null]);

    await user.click(screen.getByRole('button', { name: 'Remove day 1 of Unit 2' }));
    expect(values().units[1].days).toEqual([stored(22, '2026-03-08')]);
    expect(within(screen.getByRole('group', { name: 'Unit 2, day 1' })).getByLabelText('Date')).toHaveValue('2026-03-08');
    // A Contiguous unit's new dates stay on its stored days.
    type(field('Unit 1', 'Start date'), '2026-02-10');
    expect(values().units[0].days.map((d) => [d.event_id, d.date])).toEqual([
      [11, '2026-02-10'],
      [12, '2026-02-11'],
    ]);
  });

  it('switching Ext back to Contiguous collapses to one unit without dates and clears the sub-units', async () => {
    const { values } = renderPane();
    await chooseEventType('Unit 2', 'Ext');
    type(field('Sub-unit 2A', 'Date'), '2026-04-01');
    await chooseEventType('Unit 2', 'Contiguous');
    expect(values().units[1]).toMatchObject({ event_type: '2_day', sub_units: [], days: [{ date: null }, { date: null }] });
    expect(screen.queryByText('Sub-unit 2A')).not.toBeInTheDocument();
    expect(field('Unit 2', 'Start date')).toHaveValue('');
  });

  it('a sub-unit runs two contiguous days (start and end date, one time range); Contiguous on a sub-unit collapses the unit', async () => {
    const { values } = renderPane(formValues({ units: [withEventType(newUnit('2'), 'ext')] }));
    await user.click(within(region('Unit 2')).getByRole('button', { name: 'Add sub-unit' }));
    const chooseSubUnitType = async (subUnit: string, label: string) => {
      await user.click(within(region(subUnit)).getByRole('combobox', { name: 'Sub-unit event type' }));
      await user.click(await screen.findByRole('option', { name: label }));
    };
    type(field('Sub-unit 2A', 'Date'), '2026-04-06');
    type(field('Sub-unit 2A', 'Start time'), '09:00');
    await chooseSubUnitType('Sub-unit 2A', 'Ext (two days)');
    expect(field('Sub-unit 2A', 'Start date')).toHaveValue('2026-04-06');
    expect(field('Sub-unit 2A', 'End date')).toHaveValue('2026-04-07');
    type(field('Sub-unit 2A', 'End time'), '12:00');
    expect(values().units[1].sub_units[0]).toMatchObject({
      event_type: '2_day',
      days: [
        { date: '2026-04-06', start_time: '09:00', end_time: '12:00' },
        { date: '2026-04-07', start_time: '09:00', end_time: '12:00' },
      ],
    });
    type(field('Sub-unit 2A', 'End date'), '2026-04-05');
    expect(within(region('Sub-unit 2A')).getByText(COHORT_TEXT.startAfterEnd)).toBeInTheDocument();

    await chooseSubUnitType('Sub-unit 2B', 'Contiguous');
    expect(values().units[1]).toMatchObject({ event_type: '2_day', sub_units: [], days: [{ date: null }, { date: null }] });
    expect(screen.queryByText('Sub-unit 2A')).not.toBeInTheDocument();
    expect(field('Unit 2', 'Start date')).toHaveValue('');
  });

  it('Split gives each day its own date, with days added and removed', async () => {
    const { values } = renderPane();
    await chooseEventType('Unit 3', 'Split');
    const day = (n: number) => screen.getByRole('group', { name: `Unit 3, day ${n}` });
    type(within(day(1)).getByLabelText('Date'), '2026-05-04');
    type(within(day(2)).getByLabelText('Date'), '2026-05-11');
    await user.click(within(region('Unit 3')).getByRole('button', { name: 'Add day' }));
    type(within(day(3)).getByLabelText('Date'), '2026-05-18');
    await user.click(screen.getByRole('button', { name: 'Remove day 2 of Unit 3' }));
    expect(values().units[2]).toMatchObject({ event_type: 'split', days: [{ date: '2026-05-04' }, { date: '2026-05-18' }] });
  });

  it('removing the last day or sub-unit moves focus to its add button', async () => {
    const days = [
      { date: '2026-05-04', start_time: null, end_time: null },
      { date: '2026-05-11', start_time: null, end_time: null },
    ];
    const subUnits = ['3A', '3B'].map((event_ext) => ({
      event_ext,
      event_type: 'ext' as const,
      days: [days[0]],
      url_unit_evaluation: null,
      meeting_type: null,
    }));
    renderPane(
      formValues({
        units: [
          { ...newUnit('2'), event_type: 'split', days },
          { ...newUnit('3'), event_type: 'ext', days: [], sub_units: subUnits },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove day 2 of Unit 2' }));
    expect(within(region('Unit 2')).getByRole('button', { name: 'Add day' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove sub-unit 3B' }));
    expect(within(region('Unit 3')).getByRole('button', { name: 'Add sub-unit' })).toHaveFocus();
  });

  it('warns when a start is after its end (dates or times) and about times outside 07:00-20:01', () => {
    renderPane();
    type(field('Unit 1', 'Start date'), '2026-03-10');
    type(field('Unit 1', 'End date'), '2026-03-09');
    expect(within(region('Unit 1')).getByText(COHORT_TEXT.startAfterEnd)).toBeInTheDocument();
    type(field('Unit 1', 'End date'), '2026-03-11');
    expect(within(region('Unit 1')).queryByText(COHORT_TEXT.startAfterEnd)).not.toBeInTheDocument();

    type(field('Orientation', 'Start time'), '15:00');
    type(field('Orientation', 'End time'), '14:00');
    expect(within(region('Orientation')).getByText(COHORT_TEXT.startAfterEnd)).toBeInTheDocument();

    type(field('Unit 2', 'Start time'), '06:45');
    expect(within(region('Unit 2')).getByText(COHORT_TEXT.outsideWorkHours)).toBeInTheDocument();
    type(field('Unit 2', 'Start time'), '07:00');
    type(field('Unit 2', 'End time'), '20:01');
    expect(within(region('Unit 2')).queryByText(COHORT_TEXT.outsideWorkHours)).not.toBeInTheDocument();
    type(field('Unit 2', 'End time'), '20:02');
    expect(within(region('Unit 2')).getByText(COHORT_TEXT.outsideWorkHours)).toBeInTheDocument();
  });

  it('after unit 1’s time is edited, offers to apply it to the other units when focus leaves its times', async () => {
    const { values } = renderPane();
    await chooseEventType('Unit 3', 'Ext');
    const start = field('Unit 1', 'Start time');
    const end = field('Unit 1', 'End time');
    start.focus();
    type(start, '09:00');
    end.focus(); // still within unit 1's times: nothing asked yet
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    type(end, '15:00');
    field('Unit 2', 'Start date').focus();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(COHORT_TEXT.applyTimeToAll);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Unit 2', 'Start time')).toHaveValue('09:00');
    expect(field('Unit 2', 'End time')).toHaveValue('15:00');
    expect(values().units[2].sub_units[0]).toMatchObject({ event_ext: '3A', days: [{ start_time: '09:00', end_time: '15:00' }] });
    expect(values().orientation.start_time).toBeNull();
  });

  it('declining keeps the other units’ times; leaving unit 1 without editing asks nothing', async () => {
    renderPane();
    const start = field('Unit 1', 'Start time');
    start.focus();
    field('Unit 2', 'Start date').focus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    start.focus();
    type(start, '10:00');
    field('Unit 2', 'Start date').focus();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Unit 2', 'Start time')).toHaveValue('');
    expect(field('Unit 1', 'Start time')).toHaveValue('10:00');
  });

  it('the coaching course (497) has one start and end date and time instead of units', () => {
    const { patches, values } = renderPane(
      formValues({ units: [newUnit('1')] }),
      reference({ course: course({ id: 497, key: 497, section_units: 1 }) }),
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Schedule']);
    type(field('Schedule', 'Start date'), '2026-01-05');
    type(field('Schedule', 'End date'), '2026-06-30');
    type(field('Schedule', 'Start time'), '08:00');
    expect(values().single).toEqual({ start_date: '2026-01-05', end_date: '2026-06-30', start_time: '08:00', end_time: null });
    expect(patches[0]).toEqual({ single: { start_date: '2026-01-05', end_date: null, start_time: null, end_time: null }, units: [] });
    type(field('Schedule', 'End date'), '2025-12-31');
    expect(within(region('Schedule')).getByText(COHORT_TEXT.startAfterEnd)).toBeInTheDocument();
  });

  it('Force End hides the units and orientation without dates', () => {
    const dated = {
      unit: '2',
      event_type: '2_day' as const,
      days: [
        { date: '2026-03-02', start_time: null, end_time: null },
        { date: '2026-03-03', start_time: null, end_time: null },
      ],
      url_unit_evaluation: null,
      meeting_type: null,
      sub_units: [],
    };
    renderPane(formValues({ force_end: true, units: [dated] }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Unit 2']);
  });

  it('without a course shows orientation and asks for the course', () => {
    renderPane(formValues(), reference({ course: undefined }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Orientation']);
    expect(screen.getByText(COHORT_TEXT.scheduleNeedsCourse)).toBeInTheDocument();
  });

  it('sets the orientation’s date, evaluation link and meeting type', async () => {
    const { values } = renderPane();
    type(field('Orientation', 'Date'), '2026-02-02');
    type(field('Orientation', 'Evaluation link'), 'https://eval.example/o');
    await user.click(within(region('Orientation')).getByRole('combobox', { name: 'Meeting type' }));
    await user.click(await screen.findByRole('option', { name: 'In person' }));
    expect(values().orientation).toEqual({
      date: '2026-02-02',
      start_time: null,
      end_time: null,
      url_unit_evaluation: 'https://eval.example/o',
      meeting_type: 'in_person',
    });
  });
});
