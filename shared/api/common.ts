/** Answer shapes shared by routes of several groups. */

/** An answer that only says what was done (a recovered password, a sign-out, a deletion). */
export interface MessageAnswer {
  message: string;
}

/** The answer of a deletion that names what it deleted. */
export interface DeletedAnswer extends MessageAnswer {
  id: number;
}

/** One page of a list with its totals (the spec's paged answers: Laravel's paginator fields). */
export interface PageOf<Row> {
  data: Row[];
  /** Rows matching the filter and search, on every page. */
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}
