import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScheduleSlot, SingleSchedule, UnitSchedule } from '@shared/cohort-builder/form.types';
import { SUB_UNIT_EVENT_TYPES, UNIT_EVENT_TYPES } from '@shared/cohort-builder/form.types';
import { COHORT_TEXT, SUB_UNIT_EVENT_TYPE_LABELS, UNIT_EVENT_TYPE_LABELS } from '@shared/cohort-builder/form.texts';
import { COHORT_PEOPLE_TEXT } from '@shared/cohort-builder/people.texts';
import { type FocusEvent, type ReactNode, memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { CohortPaneProps } from '../pane-props';
import { useScheduleConflictCheck } from './schedule-conflicts';
import {
  MAX_SPLIT_DAYS,
  MAX_SUB_UNITS,
  type Orientation,
  type SlotWarnings,
  type SubUnitChoice,
  addSplitDay,
  addSubUnit,
  applyTimeToOtherUnits,
  contiguousRange,
  emptySingle,
  emptySlot,
  isCoachingCourse,
  orientationVisible,
  rangeWarnings,
  removeSplitDay,
  removeSubUnit,
  slotWarnings,
  subUnitWarnings,
  unitRows,
  unitWarnings,
  visibleUnits,
  withContiguous,
  withDay,
  withEventType,
  withSubUnit,
  withSubUnitDay,
  withSubUnitType,
} from './schedule-rules';

type TimeRange = Pick<ScheduleSlot, 'start_time' | 'end_time'>;
type MeetingTypes = CohortPaneProps['reference']['meetingTypes'];

/** Fields stack on a phone, two a line on a tablet, four on a desktop. */
const FIELD_GRID = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

const blank = (value: string) => (value === '' ? null : value);

/**
 * The Cohort Schedule pane (spec 03 §2.4, §4, §5): orientation and one row per unit of the course
 * (Contiguous, Split or Ext with sub-units A-Z), or the coaching course's single start and end.
 * Dates and times are Eastern, entered and kept as text whatever the browser's zone. It changes
 * the form's values only through `onChange` (orientation, units, single). A changed day that an
 * assigned facilitator or co-facilitator works is checked against their other cohorts (issue 31).
 */
export function SchedulePane({ values, people, reference, onChange }: CohortPaneProps) {
  const course = reference.course;
  const conflicts = useScheduleConflictCheck(values, people, onChange);
  const forceEnd = values.force_end;
  const rows = unitRows(values.units, course?.section_units ?? 0);
  // The unit 1 time edited since focus came into its time fields: offered to the other units when focus leaves them.
  const unitOneTimeEdited = useRef(false);
  const [offer, setOffer] = useState<TimeRange | null>(null);

  // The rows' handlers read the latest values through a ref, so that they stay the same from render
  // to render and a unit row re-renders only when its unit changes (typing in one of 26 sub-units).
  const latest = useRef({ rows, values, onChange });
  latest.current = { rows, values, onChange };
  const setUnits = useCallback((units: UnitSchedule[]) => {
    const { values, onChange } = latest.current;
    onChange(values.single === null ? { units } : { units, single: null });
  }, []);
  const setUnit = useCallback(
    (unit: UnitSchedule) => setUnits(latest.current.rows.map((u) => (u.unit === unit.unit ? unit : u))),
    [setUnits],
  );
  const unitOneTimes = useMemo(
    (): UnitOneTimes => ({
      edited: () => {
        unitOneTimeEdited.current = true;
      },
      left: (range) => {
        if (!unitOneTimeEdited.current) return;
        unitOneTimeEdited.current = false;
        if (latest.current.rows.length > 1 && (range.start_time !== null || range.end_time !== null)) setOffer(range);
      },
    }),
    [],
  );

  if (isCoachingCourse(course)) {
    const single = values.single ?? emptySingle();
    return (
      <PaneFrame>
        <Row title="Schedule" warnings={rangeWarnings(single)}>
          <RangeFields
            range={single}
            onChange={(patch) => onChange({ single: { ...single, ...patch }, ...(values.units.length > 0 ? { units: [] } : {}) })}
          />
        </Row>
      </PaneFrame>
    );
  }

  return (
    <PaneFrame>
      {conflicts.failed && (
        <Alert severity="warning" onClose={conflicts.dismissFailed}>
          {COHORT_PEOPLE_TEXT.checkFailed}
        </Alert>
      )}
      {orientationVisible(values.orientation, forceEnd) && (
        <OrientationRow
          orientation={values.orientation}
          meetingTypes={reference.meetingTypes}
          onChange={(patch) => onChange({ orientation: { ...values.orientation, ...patch } })}
        />
      )}
      {!course && (
        <Typography variant="body2" color="text.secondary">
          {COHORT_TEXT.scheduleNeedsCourse}
        </Typography>
      )}
      {visibleUnits(rows, forceEnd).map((unit) => (
        <UnitRow
          key={unit.unit}
          unit={unit}
          meetingTypes={reference.meetingTypes}
          onChange={setUnit}
          times={unit.unit === '1' ? unitOneTimes : undefined}
        />
      ))}
      <ConfirmDialog
        open={offer !== null}
        text={COHORT_TEXT.applyTimeToAll}
        confirmLabel="Yes"
        onCancel={() => setOffer(null)}
        onConfirm={() => {
          if (offer) setUnits(applyTimeToOtherUnits(rows, '1', offer));
          setOffer(null);
        }}
      />
      {conflicts.dialog}
    </PaneFrame>
  );
}

function PaneFrame({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={2} data-testid="schedule-pane">
      <Typography variant="body2" color="text.secondary">
        {COHORT_TEXT.scheduleTimeZone}
      </Typography>
      {children}
    </Stack>
  );
}

/** A titled block (orientation, unit, sub-unit) with its warnings under its fields. */
function Row({
  title,
  level = 'h3',
  warnings,
  action,
  children,
}: {
  title: string;
  level?: 'h3' | 'h4';
  warnings?: SlotWarnings;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={titleId} component={level} variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <Stack spacing={1.5}>
        {children}
        {warnings?.startAfterEnd && (
          <Alert severity="warning" role="status">
            {COHORT_TEXT.startAfterEnd}
          </Alert>
        )}
        {warnings?.outsideWorkHours && (
          <Alert severity="warning" role="status">
            {COHORT_TEXT.outsideWorkHours}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function DateField({ label, value, onChange }: { label: string; value: string | null; onChange: (value: string | null) => void }) {
  return (
    <TextField
      type="date"
      label={label}
      size="small"
      value={value ?? ''}
      onChange={(event) => onChange(blank(event.target.value))}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}

function TimeField({ label, value, onChange }: { label: string; value: string | null; onChange: (value: string | null) => void }) {
  return (
    <TextField
      type="time"
      label={label}
      size="small"
      value={value ?? ''}
      onChange={(event) => onChange(blank(event.target.value))}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      fullWidth
    />
  );
}

interface UnitOneTimes {
  /** A time of unit 1 was changed. */
  edited: () => void;
  /** Focus left a time range of unit 1, which now reads `range`. */
  left: (range: TimeRange) => void;
}

/** A start and end time; for unit 1 it reports edits and when focus leaves the pair. */
function TimeFields({ range, onChange, times }: { range: TimeRange; onChange: (patch: Partial<TimeRange>) => void; times?: UnitOneTimes }) {
  const change = (patch: Partial<TimeRange>) => {
    times?.edited();
    onChange(patch);
  };
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (times && !event.currentTarget.contains(event.relatedTarget)) times.left(range);
  };
  return (
    <Box sx={{ display: 'contents' }} onBlur={leave}>
      <TimeField label="Start time" value={range.start_time} onChange={(start_time) => change({ start_time })} />
      <TimeField label="End time" value={range.end_time} onChange={(end_time) => change({ end_time })} />
    </Box>
  );
}

/** Start and end date and time (a Contiguous unit, the coaching course's single schedule). */
function RangeFields({
  range,
  onChange,
  times,
}: {
  range: SingleSchedule;
  onChange: (patch: Partial<SingleSchedule>) => void;
  times?: UnitOneTimes;
}) {
  return (
    <Box sx={FIELD_GRID}>
      <DateField label="Start date" value={range.start_date} onChange={(start_date) => onChange({ start_date })} />
      <DateField label="End date" value={range.end_date} onChange={(end_date) => onChange({ end_date })} />
      <TimeFields range={range} onChange={onChange} times={times} />
    </Box>
  );
}

/** One day (orientation, a Split day, a sub-unit): its date and time range. */
function SlotFields({
  slot,
  onChange,
  times,
}: {
  slot: ScheduleSlot;
  onChange: (patch: Partial<ScheduleSlot>) => void;
  times?: UnitOneTimes;
}) {
  return (
    <Box sx={FIELD_GRID}>
      <DateField label="Date" value={slot.date} onChange={(date) => onChange({ date })} />
      <TimeFields range={slot} onChange={onChange} times={times} />
    </Box>
  );
}

interface Evaluation {
  url_unit_evaluation: string | null;
  meeting_type: string | null;
}

/** The evaluation link and meeting type of a unit, sub-unit or orientation. */
function EvaluationFields({
  value,
  meetingTypes,
  onChange,
}: {
  value: Evaluation;
  meetingTypes: MeetingTypes;
  onChange: (patch: Partial<Evaluation>) => void;
}) {
  const known = value.meeting_type === null || meetingTypes.some((m) => m.slug === value.meeting_type);
  return (
    <Box sx={{ ...FIELD_GRID, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField
        type="url"
        label="Evaluation link"
        size="small"
        value={value.url_unit_evaluation ?? ''}
        onChange={(event) => onChange({ url_unit_evaluation: blank(event.target.value.trim()) })}
        fullWidth
      />
      <TextField
        select
        label="Meeting type"
        size="small"
        value={value.meeting_type ?? ''}
        onChange={(event) => onChange({ meeting_type: blank(event.target.value) })}
        fullWidth
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {meetingTypes.map((m) => (
          <MenuItem key={m.slug} value={m.slug}>
            {m.name}
          </MenuItem>
        ))}
        {!known && value.meeting_type && <MenuItem value={value.meeting_type}>{value.meeting_type}</MenuItem>}
      </TextField>
    </Box>
  );
}

function OrientationRow({
  orientation,
  meetingTypes,
  onChange,
}: {
  orientation: Orientation;
  meetingTypes: MeetingTypes;
  onChange: (patch: Partial<Orientation>) => void;
}) {
  return (
    <Row title="Orientation" warnings={slotWarnings(orientation)}>
      <SlotFields slot={orientation} onChange={onChange} />
      <EvaluationFields value={orientation} meetingTypes={meetingTypes} onChange={onChange} />
    </Row>
  );
}

const UnitRow = memo(function UnitRow({
  unit,
  meetingTypes,
  onChange,
  times,
}: {
  unit: UnitSchedule;
  meetingTypes: MeetingTypes;
  onChange: (unit: UnitSchedule) => void;
  times?: UnitOneTimes;
}) {
  const title = `Unit ${unit.unit}`;
  // The last day's or sub-unit's remove button goes with it: focus moves to the add button below, not to the page.
  const addButton = useRef<HTMLButtonElement>(null);
  const removeAt = (index: number, count: number, next: UnitSchedule) => {
    onChange(next);
    if (index === count - 1) addButton.current?.focus();
  };
  const typeSelect = (
    <TextField
      select
      label="Event type"
      size="small"
      value={unit.event_type}
      onChange={(event) => onChange(withEventType(unit, UNIT_EVENT_TYPES.find((t) => t === event.target.value) ?? unit.event_type))}
      sx={{ minWidth: 150 }}
    >
      {UNIT_EVENT_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {UNIT_EVENT_TYPE_LABELS[type]}
        </MenuItem>
      ))}
    </TextField>
  );
  const warnings = unit.event_type === 'ext' ? undefined : unitWarnings(unit);

  return (
    <Row title={title} warnings={warnings} action={typeSelect}>
      {unit.event_type === '2_day' && (
        <RangeFields range={contiguousRange(unit)} onChange={(patch) => onChange(withContiguous(unit, patch))} times={times} />
      )}
      {unit.event_type === 'split' && (
        <Stack spacing={1.5}>
          {unit.days.map((day, index) => (
            <Box
              // A stored day is its event (its id stays with it when an earlier day goes); a new day has only its place.
              key={day.event_id ?? `new-${index}`}
              role="group"
              aria-label={`${title}, day ${index + 1}`}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2" aria-hidden>
                  {`Day ${index + 1}`}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={`Remove day ${index + 1} of ${title}`}
                  disabled={unit.days.length <= 1}
                  onClick={() => removeAt(index, unit.days.length, removeSplitDay(unit, index))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
              <SlotFields slot={day} onChange={(patch) => onChange(withDay(unit, index, patch))} times={times} />
            </Box>
          ))}
          <Box>
            <Button
              ref={addButton}
              startIcon={<AddIcon />}
              disabled={unit.days.length >= MAX_SPLIT_DAYS}
              onClick={() => onChange(addSplitDay(unit))}
            >
              Add day
            </Button>
          </Box>
        </Stack>
      )}
      {unit.event_type === 'ext' ? (
        <Stack spacing={1.5}>
          {unit.sub_units.map((sub, index) => (
            <SubUnitRow
              // A stored sub-unit is its first day's event, whatever its letter; a new one has only its letter.
              key={sub.days[0]?.event_id ?? sub.event_ext}
              unit={unit}
              index={index}
              meetingTypes={meetingTypes}
              onChange={onChange}
              onRemove={() => removeAt(index, unit.sub_units.length, removeSubUnit(unit, index))}
              times={times}
            />
          ))}
          <Box>
            <Button
              ref={addButton}
              startIcon={<AddIcon />}
              disabled={unit.sub_units.length >= MAX_SUB_UNITS}
              onClick={() => onChange(addSubUnit(unit))}
            >
              Add sub-unit
            </Button>
          </Box>
        </Stack>
      ) : unit.event_type === 'n/a' ? (
        <Typography variant="body2" color="text.secondary">
          {COHORT_TEXT.notDelivered}
        </Typography>
      ) : (
        <EvaluationFields value={unit} meetingTypes={meetingTypes} onChange={(patch) => onChange({ ...unit, ...patch })} />
      )}
    </Row>
  );
});

/** What a sub-unit's type select offers (spec 03 §4): its own types, then Contiguous, which collapses the unit. */
const SUB_UNIT_CHOICES: ReadonlyArray<{ value: SubUnitChoice; label: string }> = [
  ...SUB_UNIT_EVENT_TYPES.map((value) => ({ value, label: SUB_UNIT_EVENT_TYPE_LABELS[value] })),
  { value: 'contiguous', label: UNIT_EVENT_TYPE_LABELS['2_day'] },
];

/** One sub-unit of an ext unit: its type, its day (or its two days' range), its evaluation link and meeting type. */
function SubUnitRow({
  unit,
  index,
  meetingTypes,
  onChange,
  onRemove,
  times,
}: {
  unit: UnitSchedule;
  index: number;
  meetingTypes: MeetingTypes;
  onChange: (unit: UnitSchedule) => void;
  onRemove: () => void;
  times?: UnitOneTimes;
}) {
  const sub = unit.sub_units[index];
  const action = (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <TextField
        select
        label="Sub-unit event type"
        size="small"
        value={sub.event_type}
        onChange={(event) => {
          const choice = SUB_UNIT_CHOICES.find((c) => c.value === event.target.value);
          if (choice) onChange(withSubUnitType(unit, index, choice.value));
        }}
        sx={{ minWidth: 160 }}
      >
        {SUB_UNIT_CHOICES.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={`Remove sub-unit ${sub.event_ext}`} disabled={unit.sub_units.length <= 1} onClick={onRemove}>
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
  return (
    <Row title={`Sub-unit ${sub.event_ext}`} level="h4" warnings={subUnitWarnings(sub)} action={action}>
      {sub.event_type === '2_day' ? (
        <RangeFields
          range={contiguousRange(sub)}
          onChange={(patch) => onChange(withSubUnit(unit, index, withContiguous(sub, patch)))}
          times={times}
        />
      ) : (
        <SlotFields slot={sub.days[0] ?? emptySlot()} onChange={(patch) => onChange(withSubUnitDay(unit, index, patch))} times={times} />
      )}
      <EvaluationFields value={sub} meetingTypes={meetingTypes} onChange={(patch) => onChange(withSubUnit(unit, index, patch))} />
    </Row>
  );
}
