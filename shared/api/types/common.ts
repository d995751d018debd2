/** Answer shapes shared by routes of several groups. */

/** An answer that only says what was done (a recovered password, a sign-out, a deletion). */
export interface MessageAnswer {
  message: string;
}
