/** Answers of the `portal` group (spec 01 §2), shared by the functions and the web. */

/** GET /api/get-nisl-drive: the shared-drive folders of a state coordinator's cohorts, by cohort id (empty for others). */
export interface DriveFoldersAnswer {
  response: Record<string, { name: string; link_folder: string }>;
}
