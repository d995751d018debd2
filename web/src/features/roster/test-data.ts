/** Roster answers for the tests of this feature. */
import type { CohortInfo, MeetingInfo, RosterParticipant, RosterResponse, RosterUnitOption } from '@shared/roster/types';
import type { AbsenceAuditResponse, AttendanceMark, AttendanceReportResponse, SurveyPresentation } from '@shared/roster-reports/types';
import { ATTENDANCE_COLORS } from '@shared/roster-reports/texts';

export function cohortInfo(overrides: Partial<CohortInfo> = {}): CohortInfo {
  return {
    id: 11,
    postId: 5011,
    name: 'NY Albany EDP 2025 #1',
    city: 'Albany',
    codeState: 'NY',
    deliveryModel: { name: 'Virtual', deliveryModelData: { color: '#000', text_color: '#fff', is_virtual: true } },
    course: { id: 10, name: 'Executive Development Program' },
    courseKeys: { cms: 'cohort39', id: 10 },
    firstEvent: '2026-01-10',
    advisers: [],
    hasNislDrive: true,
    linkFolder: 'https://drive.example.org/folder/11',
    isPa: false,
    isCoaching: false,
    contextAnalysis: true,
    ...overrides,
  };
}

export function participant(
  id: number,
  firstName: string,
  lastName: string,
  overrides: Partial<RosterParticipant['generalInformation']> = {},
): RosterParticipant {
  return {
    generalInformation: {
      id,
      firstName,
      lastName,
      email: `p${id}@example.org`,
      isMakeup: false,
      alpForm: false,
      alpStatus: 'In progress',
      homeCohortId: null,
      ...overrides,
    },
    projectInfo: { progress: null, idProject: null, lastModified: null, countComments: 2 },
    infoAttendance: [
      { day: 1, eventId: 301, attendance: false, independentAttendance: false, recorded: false },
      { day: 2, eventId: 302, attendance: false, independentAttendance: false, recorded: false },
    ],
  };
}

export function rosterResponse(overrides: Partial<RosterResponse> = {}): RosterResponse {
  const first = participant(1001, 'Ann', 'Adams');
  first.infoAttendance[0] = { ...first.infoAttendance[0], attendance: true, recorded: true };
  return {
    unit: '2',
    days: [
      { day: 1, eventId: 301, date: '2026-02-10', startTime: '09:00', endTime: '15:00', isFuture: false },
      { day: 2, eventId: 302, date: '2026-02-11', startTime: '09:00', endTime: '15:00', isFuture: false },
    ],
    facilitators: [{ id: 1, firstName: 'Fay', lastName: 'Lead', email: 'fay@example.org' }],
    cofacilitators: [
      { id: 2, firstName: 'Cal', lastName: 'One', email: 'c1@example.org' },
      { id: 3, firstName: 'Cat', lastName: 'Two', email: 'c2@example.org' },
      { id: 4, firstName: 'Cid', lastName: 'Three', email: 'c3@example.org' },
      { id: 5, firstName: 'Cy', lastName: 'Four', email: 'c4@example.org' },
    ],
    producers: [{ id: 6, firstName: 'Not', lastName: 'Required', email: 'notrequired@example.org' }],
    advisers: [{ id: 7, firstName: 'Ada', lastName: 'Viser', email: 'ada@example.org' }],
    isExtended: false,
    from: '2026-02-10',
    to: '2026-02-11',
    minDateExt: null,
    maxDateExt: null,
    meetingType: null,
    totalParticipants: 3,
    totalMakeups: 1,
    totalWithProgress: 0,
    lastEvent: { lastEventOfUnit: { end: '2026-02-11' } },
    unitPassed: true,
    participants: [first, participant(1002, 'Bob', 'Brown'), participant(1003, 'Cora', 'Clark', { isMakeup: true, homeCohortId: 12 })],
    version: 4,
    ...overrides,
  };
}

export function meetingInfo(overrides: Partial<MeetingInfo> = {}): MeetingInfo {
  return {
    platform: 'zoom',
    meeting_id: '123 456 789',
    password_meeting: 'pw42',
    webinar_url: 'https://zoom.example.org/j/123',
    ...overrides,
  };
}

export function unitOptions(): RosterUnitOption[] {
  return [
    { value: 'orientation', unit_id: 300, label: 'Orientation', start_date: '2026-01-10' },
    { value: '1', unit_id: 310, label: 'Unit 1', start_date: '2026-01-20' },
    { value: '2', unit_id: 301, label: 'Unit 2', start_date: '2026-02-10' },
  ];
}

export function attendanceReport(): AttendanceReportResponse {
  const mark = (eventId: number, letter: AttendanceMark['letter'], color: AttendanceMark['color'], border = false): AttendanceMark => ({
    eventId,
    letter,
    color,
    border,
  });
  return {
    cohort: { id: 11, name: 'NY Albany EDP 2025 #1' },
    headers: [
      {
        unitId: '1',
        index: 1,
        events: [
          { label: 'Day 1', eventId: 310 },
          { label: 'Day 2', eventId: 311 },
        ],
      },
    ],
    participantAttendance: [
      {
        id: 1001,
        firstName: 'Ann',
        lastName: 'Adams',
        email: 'p1001@example.org',
        events: [mark(310, 'y', ATTENDANCE_COLORS.green), mark(311, 'I/S', ATTENDANCE_COLORS.green, true)],
      },
      {
        id: 1002,
        firstName: 'Bob',
        lastName: 'Brown',
        email: 'p1002@example.org',
        events: [mark(310, 'y(M)', ATTENDANCE_COLORS.blue), mark(311, 'n', ATTENDANCE_COLORS.red)],
      },
    ],
    usersInfo: [
      {
        unit: '1',
        facilitators: [{ id: 4, firstName: 'Fay', lastName: 'Lead', email: 'fay@example.org' }],
        cofacilitators: [],
        attendanceInfo: { recorded: 2, participants: 3 },
      },
    ],
    makeupsParticipants: [],
    makeupRecords: [
      {
        id: 1002,
        firstName: 'Bob',
        lastName: 'Brown',
        unit: '1',
        hostCohort: { id: 12, name: 'PA Erie EDP' },
        attended: true,
        addedAt: '2026-01-15T15:00:00Z',
      },
    ],
    addedParticipants: [],
    duplicatedRecords: [],
  };
}

export function absenceAudit(overrides: Partial<AbsenceAuditResponse> = {}): AbsenceAuditResponse {
  return {
    cohort: { id: 11, name: 'NY Albany EDP 2025 #1' },
    facilitators: [{ id: 4, firstName: 'Fay', lastName: 'Lead', email: 'fay@example.org' }],
    lastSession: { eventId: 311, unit: '1', day: 2, date: '2026-01-21' },
    lastUnit: '1',
    previousSession: { eventId: 310, unit: '1', day: 1, date: '2026-01-20' },
    previousUnit: null,
    totalCertificates: 0,
    totalCanBeCertified: 1,
    participantsCanBeCertified: [1001],
    participantsCertified: [],
    participants: [
      {
        id: 1001,
        firstName: 'Ann',
        lastName: 'Adams',
        email: 'p1001@example.org',
        events: [],
        absences: 0,
        canBeCertified: true,
        certified: false,
      },
      {
        id: 1002,
        firstName: 'Bob',
        lastName: 'Brown',
        email: 'p1002@example.org',
        events: [{ unit: '1', day: 2, eventId: 311, date: '2026-01-21', madeUp: false, independent: false }],
        absences: 1,
        canBeCertified: false,
        certified: false,
      },
    ],
    totalAbsences: 1,
    allParticipantsIds: [1001, 1002],
    pastEventsWithOutSaveData: [
      {
        event_id: 320,
        unit_id: '2',
        day: 1,
        start_date: '2026-02-10',
        facilitators: [{ name: 'Fay Lead', email: 'fay@example.org' }],
        meeting: { name: 'Zoom' },
      },
    ],
    ...overrides,
  };
}

export function surveyPresentation(overrides: Partial<SurveyPresentation> = {}): SurveyPresentation {
  return {
    cohort: { id: 11, name: 'NY Albany EDP 2025 #1' },
    unit: '2',
    survey_name: 'Unit 2 Evaluation',
    respondents: 8,
    questions: [
      {
        heading: 'The facilitator was well prepared',
        data: [
          { description: 'Strongly agree', percentage: 62.5, counter: 5 },
          { description: 'Agree', percentage: 37.5, counter: 3 },
        ],
      },
    ],
    refreshed_at: '2026-02-12T16:00:00Z',
    ...overrides,
  };
}
