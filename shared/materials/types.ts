/** Shapes of admin tab 14, BOM (spec 03 §2.5, §3 "BOM record", §7). */

/** One row of GET /api/boms: a course's last imported materials file. */
export interface BomRow {
  /** The course id (one BOM record per course: a new import for the course replaces it). */
  id: number;
  course: { id: number; name: string };
  file_name: string;
  /** What GET /api/download?file= takes to serve the file. */
  file_url: string;
  /** The statuses the file set, each with how many cohorts got it ('Shipped (3), Pending (1)'). */
  material_status: string;
  /** Cohorts named by the file. */
  cohorts: number;
  who_created: string;
  who_updated: string;
  created_at: string;
  updated_at: string;
}

/** POST /api/import_material_status: what the import did. */
export interface MaterialImportAnswer {
  message: string;
  /** Cohorts named by the file. */
  cohorts: number;
  /** Those whose status changed (the others had it already). */
  updated: number;
  bom: BomRow;
}
