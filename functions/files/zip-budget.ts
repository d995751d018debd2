/**
 * What a zip (an xlsx is one) unpacks to, measured before any reader opens it: a spreadsheet
 * reader inflates every entry whole, so a few megabytes that unpack to gigabytes would take the
 * Lambda down (issue 34: a 3.5 MB workbook took the process to 7.2 GB). The central directory
 * gives the entries and their declared sizes; each entry is then inflated with node's zlib capped
 * at what the budget has left, so a size that lies is caught too, and the cap means the check
 * itself never holds more than the budget.
 *
 * Refused as unreadable: ZIP64 (no spreadsheet of a few megabytes needs it), encryption, a
 * compression other than stored or deflate, and anything whose structure does not add up.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipBudget {
  /** Entries in the archive (folders count). */
  maxEntries: number;
  /** The bytes of every entry together, unpacked. */
  maxUnpackedBytes: number;
}

export type ZipBudgetCheck =
  | { ok: true; entries: number; unpackedBytes: number }
  | { ok: false; problem: 'too_many_entries' | 'too_large_unpacked' | 'unreadable' };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
/** The end record sits within its size and a comment of at most 65,535 bytes from the end. */
const END_RECORD_REACH = END_RECORD_BYTES + 0xffff;
const ZIP64_MARK = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

class Unreadable extends Error {}
class OverBudget extends Error {}

function endRecordAt(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_REACH);
  for (let at = view.byteLength - END_RECORD_BYTES; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw new Unreadable();
}

interface DirectoryEntry {
  flags: number;
  method: number;
  compressedBytes: number;
  declaredBytes: number;
  localHeaderAt: number;
}

function* directoryEntries(view: DataView, count: number, from: number): Generator<DirectoryEntry> {
  let at = from;
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Unreadable();
    const entry = {
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedBytes: view.getUint32(at + 20, true),
      declaredBytes: view.getUint32(at + 24, true),
      localHeaderAt: view.getUint32(at + 42, true),
    };
    if (entry.compressedBytes === ZIP64_MARK || entry.declaredBytes === ZIP64_MARK || entry.localHeaderAt === ZIP64_MARK)
      throw new Unreadable();
    yield entry;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
}

/** The entry's bytes unpacked, counted against what the budget has left. */
function unpackedBytes(data: Uint8Array, view: DataView, entry: DirectoryEntry, left: number): number {
  const at = entry.localHeaderAt;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) throw new Unreadable();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedBytes;
  if (end > data.byteLength) throw new Unreadable();
  if (entry.flags & ENCRYPTED_FLAG) throw new Unreadable();
  if (entry.method === STORED) {
    if (entry.compressedBytes > left) throw new OverBudget();
    return entry.compressedBytes;
  }
  if (entry.method !== DEFLATED) throw new Unreadable();
  try {
    // maxOutputLength stops zlib at the cap: the bytes past it are never made.
    return inflateRawSync(data.subarray(start, end), { maxOutputLength: Math.max(left, 1) }).byteLength;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new OverBudget();
    throw new Unreadable();
  }
}

/** Checks the archive against the budget without ever holding more than it. */
export function checkZipBudget(data: Uint8Array, budget: ZipBudget): ZipBudgetCheck {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  try {
    if (data.byteLength < END_RECORD_BYTES) throw new Unreadable();
    const end = endRecordAt(view);
    const count = view.getUint16(end + 10, true);
    const directoryAt = view.getUint32(end + 16, true);
    if (count === 0xffff || directoryAt === ZIP64_MARK) throw new Unreadable();
    if (count > budget.maxEntries) return { ok: false, problem: 'too_many_entries' };
    const entries = [...directoryEntries(view, count, directoryAt)];
    const declared = entries.reduce((sum, entry) => sum + entry.declaredBytes, 0);
    if (declared > budget.maxUnpackedBytes) return { ok: false, problem: 'too_large_unpacked' };
    let used = 0;
    for (const entry of entries) used += unpackedBytes(data, view, entry, budget.maxUnpackedBytes - used);
    if (used > budget.maxUnpackedBytes) return { ok: false, problem: 'too_large_unpacked' };
    return { ok: true, entries: count, unpackedBytes: used };
  } catch (error) {
    if (error instanceof OverBudget) return { ok: false, problem: 'too_large_unpacked' };
    if (error instanceof Unreadable || error instanceof RangeError) return { ok: false, problem: 'unreadable' };
    throw error;
  }
}
