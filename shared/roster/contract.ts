import * as z from 'zod/mini';
import { SEARCH_MIN_CHARS } from '../constants.ts';
import * as MESSAGES from '../texts/general.ts';
import type {
  AlpFormAnswer,
  AttendanceHistoryEntry,
  CohortInfo,
  GuestSearchAnswer,
  MeetingInfo,
  RemoveMakeupAnswer,
  RosterResponse,
  RosterUnitOption,
  SaveAttendanceAnswer,
  SaveMakeupAnswer,
  UnitParticipantsAnswer,
} from './types.ts';
import { answer, type Contract } from '../api/contract.ts';

const idParam = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: MESSAGES.notFound }));
const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const unit = z.string().check(z.regex(/^(orientation|\d{1,2}[A-Z]?)$/, { error: MESSAGES.notFound }));

const attendanceDay = z.object({
  day: z.number().check(z.int(), z.minimum(1), z.maximum(31)),
  attendance: z.boolean(),
  independentAttendance: z.boolean(),
});

export const saveAttendanceBody = z.object({
  cohortId: id,
  courseId: id,
  unit,
  isExtended: z._default(z.boolean(), false),
  version: z.number().check(z.int(), z.minimum(0)),
  participants: z
    .array(
      z.object({
        key: z.optional(z.string().check(z.maxLength(100))),
        participantId: id,
        isMakeup: z._default(z.boolean(), false),
        infoAttendance: z.array(attendanceDay).check(z.maxLength(31)),
      }),
    )
    .check(z.maxLength(2_000)),
});

const makeupBody = z.object({ cohortId: id, eventUnit: unit, participantId: id });

export const ROSTER_CONTRACTS = {
  'POST /api/save_alp_form': {
    body: z.object({ cohortId: id, participantId: id, status: z.boolean(), isMakeup: z._default(z.boolean(), false) }),
    answer: answer<AlpFormAnswer>(),
  },
  'POST /api/extraParticipantList': {
    body: z.object({
      cohortId: id,
      outState: z._default(z.boolean(), false),
      eventId: z.optional(id),
      search: z.string().check(z.trim(), z.minLength(SEARCH_MIN_CHARS, { error: MESSAGES.searchMinChars }), z.maxLength(100)),
    }),
    answer: answer<GuestSearchAnswer>(),
  },
  'POST /api/save_makeup_participant': { body: makeupBody, answer: answer<SaveMakeupAnswer>() },
  'POST /api/remove_makeup': { body: makeupBody, answer: answer<RemoveMakeupAnswer>() },
  'GET /api/get_cohort_info/{cohortId}': { params: z.object({ cohortId: idParam }), answer: answer<CohortInfo>() },
  'GET /api/get_roster_info/{cohortId}/{eventId}': {
    params: z.object({ cohortId: idParam, eventId: idParam }),
    answer: answer<RosterResponse>(),
  },
  'GET /api/get_meeting_info/{cohortId}': { params: z.object({ cohortId: idParam }), answer: answer<MeetingInfo>() },
  'GET /api/unit/{cohortId}/{unitId}': { params: z.object({ cohortId: idParam, unitId: unit }), answer: answer<UnitParticipantsAnswer>() },
  'GET /api/get_events_list/{cohortId}': { params: z.object({ cohortId: idParam }), answer: answer<RosterUnitOption[]>() },
  'POST /api/save_attendance': { body: saveAttendanceBody, answer: answer<SaveAttendanceAnswer>() },
  'GET /api/attendance_history/{cohortId}/{unit}': {
    params: z.object({ cohortId: idParam, unit }),
    answer: answer<AttendanceHistoryEntry[]>(),
  },
} satisfies Record<string, Contract>;
