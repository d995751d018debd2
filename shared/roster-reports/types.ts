/**
 * Shapes of the roster's report calls (spec 01 §3 "Attendance report response"), shared by the
 * roster-reports group and the web. Colours are ATTENDANCE_COLORS (texts.ts).
 */
import type { AttendanceColor, AttendanceLetter } from './texts.ts';
import type { RosterPerson } from '../roster/types.ts';

/** One column group: a unit (orientation excluded) and its days in teaching order. */
export interface AttendanceReportHeader {
  unitId: string;
  /** 1-based position of the unit in the report. */
  index: number;
  events: Array<{ label: string; eventId: number }>;
  /**
   * Not in the spec: set on a unit of the course this cohort does not deliver (the cohort form's
   * n/a). It has no days (`events` is empty unless removed days still hold marks); a group
   * without days shows one 'n/a' column holding no marks. Absent otherwise.
   */
  notDelivered?: true;
}

/** One cell: '' with color null when the day is not recorded (or in the future). */
export interface AttendanceMark {
  eventId: number;
  letter: AttendanceLetter;
  color: AttendanceColor | null;
  /** Independent Study marks are drawn with a border. */
  border: boolean;
}

export interface ReportCohort {
  id: number;
  name: string;
}

/** A cohort member: a mark for every column of `headers`, in the same order. */
export interface ParticipantAttendance {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  events: AttendanceMark[];
  /**
   * Not in the spec: set on a participant the cohort form removed after their attendance was
   * recorded (when), listed after the current members with the marks they had. Absent otherwise.
   */
  removedAt?: string;
}

/** A make-up guest added to THIS cohort for one unit: grey marks on that unit's days, '' elsewhere. */
export interface MakeupParticipant extends ParticipantAttendance {
  unit: string;
  homeCohort: ReportCohort;
}

/** A member of this cohort who made a unit up as a guest of another cohort. */
export interface MakeupRecordRow {
  id: number;
  firstName: string;
  lastName: string;
  unit: string;
  hostCohort: ReportCohort;
  /** Recorded present on a day of the unit in the host cohort. */
  attended: boolean;
  addedAt: string;
}

/** A member who joined after some units had taken place. */
export interface AddedParticipant {
  id: number;
  firstName: string;
  lastName: string;
  joinedAt: string;
  /** Units whose last day was before the day they joined. */
  units: string[];
}

/** The same person's unit recorded present in two cohorts. */
export interface DuplicatedRecord {
  user: { id: number; firstName: string; lastName: string };
  unit: string;
  cohorts: ReportCohort[];
}

export interface UnitUsersInfo {
  unit: string;
  facilitators: RosterPerson[];
  cofacilitators: RosterPerson[];
  /** People with at least one day recorded on the unit's sheet / participants plus the unit's guests. */
  attendanceInfo: { recorded: number; participants: number };
}

/** GET /api/get_attendance_report/{cohortId}. */
export interface AttendanceReportResponse {
  cohort: ReportCohort;
  headers: AttendanceReportHeader[];
  participantAttendance: ParticipantAttendance[];
  usersInfo: UnitUsersInfo[];
  makeupsParticipants: MakeupParticipant[];
  /** Make-ups this cohort's members took elsewhere (the blue y(M) marks come from these). */
  makeupRecords: MakeupRecordRow[];
  addedParticipants: AddedParticipant[];
  duplicatedRecords: DuplicatedRecord[];
}

/** One absence of a participant in the attendance audit. */
export interface AuditAbsence {
  unit: string;
  day: number;
  eventId: number;
  date: string | null;
  /** Recorded absent, but made the unit up as a guest of another cohort (the report's y(M)). */
  madeUp: boolean;
  /** Independent Study assigned on this day (absent until completed). */
  independent: boolean;
}

/** An audited participant: every absence on the days already recorded. */
export interface AuditParticipant {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Absences, in teaching order. */
  events: AuditAbsence[];
  /** Absences not made up. */
  absences: number;
  /** Every unit taken (present, completed I/S or made up), the last unit is over and no certificate yet. */
  canBeCertified: boolean;
  certified: boolean;
}

/** A past day whose attendance nobody has saved yet. */
export interface PastEventWithoutSaveData {
  event_id: number;
  unit_id: string;
  day: number;
  start_date: string | null;
  facilitators: Array<{ name: string; email: string }>;
  meeting: { name: string | null };
}

/** A day of the cohort as the audit names it (null when it has none yet). */
export interface AuditSession {
  eventId: number;
  unit: string;
  day: number;
  date: string | null;
}

/** GET /api/get_absence/{cohortId} (spec 01 §3 "Audit response"). */
export interface AbsenceAuditResponse {
  cohort: ReportCohort;
  facilitators: RosterPerson[];
  lastSession: AuditSession | null;
  lastUnit: string | null;
  previousSession: AuditSession | null;
  previousUnit: string | null;
  totalCertificates: number;
  totalCanBeCertified: number;
  participantsCanBeCertified: number[];
  participantsCertified: number[];
  /** Every member, absences or not, by last name. */
  participants: AuditParticipant[];
  /** Absences not made up, over all participants. */
  totalAbsences: number;
  allParticipantsIds: number[];
  pastEventsWithOutSaveData: PastEventWithoutSaveData[];
}

/** One answer option of a survey question: its share of the answers. */
export interface SurveyAnswerRow {
  description: string;
  /** 0-100, one decimal. */
  percentage: number;
  counter: number;
}

export interface SurveyQuestionPresentation {
  heading: string;
  data: SurveyAnswerRow[];
}

/** GET /api/getSurveyResponsePresentation?cohortId&unit&postId: the unit evaluation report. */
export interface SurveyPresentation {
  cohort: ReportCohort;
  unit: string;
  /** null when no answers were received yet (the web shows MESSAGES.noSurveyAnswers). */
  survey_name: string | null;
  /** How many people answered. */
  respondents: number;
  questions: SurveyQuestionPresentation[];
  /** When the survey-refresh job last read the answers (ISO instant), null before the first run. */
  refreshed_at: string | null;
}
