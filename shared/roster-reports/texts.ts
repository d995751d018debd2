/**
 * The attendance report's colours (spec 01 §2 "Attendance legend"), `#RRGGBB`: the web shows
 * them as CSS colours and the xlsx export fills its cells with the same values (without `#`).
 */
export const ATTENDANCE_COLORS = {
  /** y: in attendance; I/S with border: Independent Study completed. */
  green: '#00B050',
  /** n: absent, no make-up yet; I/S with border: Independent Study assigned, not completed. */
  red: '#FF0000',
  /** y(M): absent in the home cohort but attended a make-up elsewhere. */
  blue: '#00B0F0',
  /** y: duplicate record, the same unit recorded present in two cohorts. */
  orange: '#FFC000',
  /** A make-up guest manually added to this cohort. */
  grey: '#D9D9D9',
} as const;

export type AttendanceColor = (typeof ATTENDANCE_COLORS)[keyof typeof ATTENDANCE_COLORS];

export type AttendanceLetter = 'y' | 'n' | 'I/S' | 'y(M)' | '';
