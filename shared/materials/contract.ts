/**
 * Contracts of the materials (BOM) group (spec 03 §2.5, §5, §7). The import's body is a
 * multipart form (the file and the course) read and checked by the group itself, so no schema.
 */
import * as z from 'zod/mini';
import { MATERIAL_TEXT } from './texts.ts';
import type { BomRow, MaterialImportAnswer } from './types.ts';
import { answer, whenMissing, type Contract, type FileDownload } from '../api/contract.ts';

export const MATERIAL_CONTRACTS = {
  'GET /api/boms': { answer: answer<BomRow[]>() },
  'GET /api/download': {
    query: z.object({
      file: z
        .string({ error: whenMissing(MATERIAL_TEXT.fileMissing) })
        .check(z.minLength(1, { error: MATERIAL_TEXT.fileMissing }), z.maxLength(1024)),
    }),
    answer: answer<FileDownload>(),
  },
  'POST /api/import_material_status': { answer: answer<MaterialImportAnswer>() },
} satisfies Record<string, Contract>;
