/**
 * The CSV import (spec 02 §6). Its body is a multipart form (the file, its type, the chosen
 * courses and cohorts), read and checked by the user-import group itself, so no schema here.
 */
import type { ImportAnswer } from './types.ts';
import { answer, type Contract } from '../api/contract.ts';

export const USER_IMPORT_CONTRACTS = {
  'POST /api/user/import-csv': { answer: answer<ImportAnswer>() },
} satisfies Record<string, Contract>;
