/** POST /api/user/import-csv (spec 02 §3, §7): the multipart request's fields and the answer. */

export type ImportType = 'courses' | 'cohorts';

/** The form fields (multipart/form-data); `csv_file` is the file part. */
export const IMPORT_FIELDS = {
  file: 'csv_file',
  type: 'type_upload',
  roles: 'roles[]',
  privileges: 'privileges[]',
  cohorts: 'cohorts[]',
  sendCredentials: 'send_credentials',
  sendUpdatedData: 'send_updated_data',
  /** Not in the spec: the file row number of the part's first data row when the web sends a large file in parts. */
  firstRow: 'first_row',
} as const;

/** The columns the file may have (after `columnName`); username and email are required. */
export const IMPORT_COLUMNS = ['username', 'email', 'password', 'first_name', 'last_name', 'job_title', 'phone', 'school', 'district', 'state'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['username', 'email'];

/** A row's cells by column, the password left out (it is never sent back). */
export type ImportCsvData = Partial<Record<Exclude<ImportColumn, 'password'>, string>>;

export interface ImportRowResult {
  /** The row number in the file (the header is row 1). */
  row: number;
  success: boolean;
  csv_data: ImportCsvData;
  message: string;
  user_id?: number;
  /** 'created' or 'updated' when success. */
  action?: 'created' | 'updated';
}

export interface PendingImportUser {
  row: number;
  user_id: number;
  username: string;
  email: string;
  name: string;
  /** The existing accounts it may duplicate. */
  duplicates: Array<{ id: number; name: string; username: string; email: string }>;
}

export interface ImportAnswer {
  response: ImportRowResult[];
  /** The file's columns as read (normalised), in file order; unknown ones are ignored. */
  csv: { columns: string[]; ignored: string[] };
  pendingUsers: PendingImportUser[];
  /** Data rows read (blank lines not counted). */
  totalRows: number;
  /** Rows saved (created or updated). */
  totalSave: number;
  /** Every problem, 'Row n: message', in row order; the web shows the first as a warning. */
  errors: string[];
}
