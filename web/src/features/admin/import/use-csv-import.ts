import { useSyncExternalStore } from 'react';
import { decodeCsvBytes } from '@shared/csv';
import { IMPORT_LIMITS, type ImportAnswer } from '@shared/user-import/types';
import * as MESSAGES from '@shared/texts/general';
import { IMPORT_TEXT } from '@shared/user-import/texts';
import { ApiError, errorText } from '@/lib/api-client';
import { importPart, type ImportOptions } from './api';
import { failedPart, mergeAnswers, splitCsv } from './csv-parts';

export interface ImportRun {
  running: boolean;
  /** Rows sent so far, of all the file's rows. */
  progress: { done: number; total: number } | null;
  /** The answers so far, merged (the table fills in as parts come back). */
  answer: ImportAnswer | null;
  /** A refusal of the whole import (the form or the file's header): nothing was imported. */
  refusal: string | null;
}

const IDLE: ImportRun = { running: false, progress: null, answer: null, refusal: null };

/**
 * The import in progress lives outside the tab: the admin area unmounts inactive tabs, and an
 * import of thousands of rows takes a minute or two. Leaving the tab does not stop it; coming
 * back shows its progress or its result (until the page is left or another import starts).
 */
let current: ImportRun = IDLE;
/** Counts imports started here: only the latest one publishes. */
let latest = 0;
const listeners = new Set<() => void>();

function publish(run: ImportRun): void {
  current = run;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The file's text, decoded as the server decodes a whole file (shared/csv.ts: UTF-8, UTF-16 by its mark, Windows-1252). */
export async function readFileText(file: Blob): Promise<string> {
  return decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
}

/** A run id the server accepts (IMPORT_RUN_ID); getRandomValues works on plain-http origins too, unlike randomUUID. */
export function newRunId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Runs an import part by part, one request at a time (parts of a cohort import rewrite the same
 * cohort summary, and a possible duplicate is the later of two namesakes in file order, so they
 * must not race), with progress. Every part carries the same run id, so that the server catches
 * a row repeating a username or e-mail of any earlier part. A file over the size limit is refused
 * before it is read; a refused form stops at the first part; a part that fails otherwise is
 * reported and the next parts still go.
 */
export async function startImport(options: ImportOptions, file: File): Promise<void> {
  const id = ++latest;
  const publishIfCurrent = (run: ImportRun) => id === latest && publish(run);
  if (file.size > IMPORT_LIMITS.maxFileBytes) {
    publishIfCurrent({ ...IDLE, refusal: IMPORT_TEXT.fileTooLarge(IMPORT_LIMITS.maxFileBytes) });
    return;
  }
  const { parts, totalRows } = splitCsv(await readFileText(file));
  const place = { runId: newRunId() };
  if (!parts.length) {
    publishIfCurrent({ ...IDLE, refusal: IMPORT_TEXT.noRows });
    return;
  }
  const answers: ImportAnswer[] = [];
  let done = 0;
  publishIfCurrent({ running: true, progress: { done, total: totalRows }, answer: null, refusal: null });
  for (const part of parts) {
    try {
      answers.push(await importPart(options, file.name, part.text, { ...place, firstRow: part.firstRow }));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 422 || error.status === 403) && answers.length === 0) {
        publishIfCurrent({ ...IDLE, refusal: errorText(error, MESSAGES.internalError) });
        return;
      }
      answers.push(failedPart(part, errorText(error, MESSAGES.internalError)));
    }
    done += part.rows;
    publishIfCurrent({ running: done < totalRows, progress: { done, total: totalRows }, answer: mergeAnswers(answers), refusal: null });
  }
}

/** Forgets the last import (tests; a new page load starts idle anyway). */
export function resetImport(): void {
  latest += 1;
  publish(IDLE);
}

export function useCsvImport(): { run: ImportRun; start: typeof startImport } {
  const run = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return { run, start: startImport };
}
