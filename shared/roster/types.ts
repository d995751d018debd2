/**
 * Shapes of the roster calls (spec 01 §3 "Cohort info (roster)", "Roster response", §7 "Roster"),
 * shared by the roster group and the web. Dates are New York `YYYY-MM-DD`; null is 'TBD'.
 */

export interface RosterPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** GET /api/get_cohort_info/{cohortId}. */
export interface CohortInfo {
  id: number;
  postId: number;
  name: string;
  city: string;
  codeState: string;
  deliveryModel: { name: string; deliveryModelData: { color: string; text_color: string; is_virtual: boolean } };
  course: { id: number; name: string };
  /** The CMS key ('cohort39') and the database id of the course. */
  courseKeys: { cms: string; id: number };
  /** The course start date: the cohort's first dated event. */
  firstEvent: string | null;
  advisers: RosterPerson[];
  hasNislDrive: boolean;
  linkFolder: string | null;
  isPa: boolean;
  /** The coaching course (key 497): no attendance, 'coachees'. */
  isCoaching: boolean;
  /** The Context Analysis Tool report is offered (course 39, 250 or 84, first session after 2021-09-15). */
  contextAnalysis: boolean;
}

/** One day of the unit on the roster. */
export interface RosterDay {
  day: number;
  eventId: number;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  /** Later than today in New York: its checkboxes are disabled. */
  isFuture: boolean;
}

export interface RosterAttendanceDay {
  day: number;
  eventId: number;
  attendance: boolean;
  independentAttendance: boolean;
  /** A value was saved for this day. */
  recorded: boolean;
}

export interface RosterParticipant {
  generalInformation: {
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    isMakeup: boolean;
    alpForm: boolean;
    alpStatus: string | null;
    /** For a make-up guest: the cohort they belong to. */
    homeCohortId: number | null;
  };
  projectInfo: { progress: number | null; idProject: number | null; lastModified: string | null; countComments: number };
  infoAttendance: RosterAttendanceDay[];
}

/** GET /api/get_roster_info/{cohortId}/{eventId}: the roster of the event's unit. */
export interface RosterResponse {
  unit: string;
  days: RosterDay[];
  facilitators: RosterPerson[];
  cofacilitators: RosterPerson[];
  producers: RosterPerson[];
  advisers: RosterPerson[];
  /** More than two days (an extended or split unit). */
  isExtended: boolean;
  from: string | null;
  to: string | null;
  minDateExt: string | null;
  maxDateExt: string | null;
  meetingType: string | null;
  totalParticipants: number;
  totalMakeups: number;
  totalWithProgress: number;
  lastEvent: { lastEventOfUnit: { end: string | null } };
  /** The unit's last day is over (its end, 23:59:59 New York): the evaluation report shows. */
  unitPassed: boolean;
  participants: RosterParticipant[];
  /** The attendance sheet's version: a save must name it, so that a concurrent save is refused. */
  version: number;
}

export interface AttendanceMark {
  attendance: '1' | '0';
  independent: boolean;
  recorded_by: number;
  recorded_at: string;
}

/**
 * GET /api/attendance_history/{cohortId}/{unit} (not in the spec): every save of the unit's
 * attendance, newest first, for administrators and senior admins.
 */
export interface AttendanceHistoryEntry {
  at: string;
  actorId: number;
  /** The saver's name as the profile holds it now; null when the account is gone. */
  actorName: string | null;
  /** While impersonating: who really saved. */
  realActorId?: number;
  detail: {
    unit: string;
    version: number;
    changes: Array<{ user_id: number; event_id: number; before: AttendanceMark | null; after: AttendanceMark | null }>;
  };
}

/** POST /api/save_attendance (spec 01 §3 "Attendance save payload", plus the sheet's version). */
export interface SaveAttendanceBody {
  cohortId: number;
  courseId: number;
  unit: string;
  isExtended: boolean;
  version: number;
  participants: Array<{
    key?: string;
    participantId: number;
    isMakeup: boolean;
    infoAttendance: Array<{ day: number; attendance: boolean; independentAttendance: boolean }>;
  }>;
}

export interface SaveAttendanceAnswer {
  message: string;
  version: number;
}

/** GET /api/get_meeting_info/{cohortId}. */
export interface MeetingInfo {
  platform: string | null;
  meeting_id: string | null;
  password_meeting: string | null;
  webinar_url: string | null;
}

/**
 * GET /api/get_events_list/{cohortId}: the unit drop-down, one entry per unit (its first day), in
 * teaching order with the units the cohort does not deliver (n/a), which have no day to open.
 */
export type RosterUnitOption = DeliveredUnitOption | NotDeliveredUnitOption;

export interface DeliveredUnitOption {
  value: string;
  /** The unit's first day (event id): the roster it opens. */
  unit_id: number;
  label: string;
  start_date: string | null;
  not_delivered?: undefined;
}

/** A unit marked n/a in the cohort form (not in the spec's answer: the spec shows such a unit as n/a). */
export interface NotDeliveredUnitOption {
  value: string;
  unit_id: null;
  label: string;
  start_date: null;
  not_delivered: true;
}

/** POST /api/save_alp_form: the participant's action-learning status as saved. */
export interface AlpFormAnswer {
  message: string;
  status: boolean;
}

/** Someone who may be added to a roster as a make-up guest. */
export interface GuestOption {
  id: number;
  name: string;
  /** Null for someone the caller may not read (participant-access rules): the name and id only. */
  email: string | null;
}

/** POST /api/extraParticipantList: the make-up search's hits. */
export interface GuestSearchAnswer {
  participants: GuestOption[];
}

/** POST /api/save_makeup_participant. */
export interface SaveMakeupAnswer {
  isSaved: boolean;
  message: string;
}

/** POST /api/remove_makeup. */
export interface RemoveMakeupAnswer {
  removed: boolean;
  message: string;
}

/** GET /api/unit/{cohortId}/{unitId}: the unit's members and make-up guests. */
export interface UnitParticipantsAnswer {
  allParticipants: RosterPerson[];
}
