/** Answer shapes shared by routes of several groups. */

/** An answer that only says what was done (a recovered password, a sign-out, a deletion). */
export interface MessageAnswer {
  message: string;
}

/** The answer of a deletion that names what it deleted. */
export interface DeletedAnswer extends MessageAnswer {
  id: number;
}
