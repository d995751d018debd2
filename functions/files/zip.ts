/**
 * Streaming zip (fflate: ~12 KB minified, no dependencies) for downloads made of several files,
 * such as the roster's All Projects: entries are compressed as their bytes arrive, so the
 * archive is never whole in memory. Hand the stream to delivery.ts `deliverFile`.
 */
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import { whenDrained } from './backpressure.ts';
import { safeFileName } from './file-names.ts';

export const ZIP_CONTENT_TYPE = 'application/zip';

export interface ZipEntry {
  /** Path inside the archive; `/` separates folders. */
  name: string;
  /** Bytes, or chunks as they come (an S3 object's body is one). */
  data: Uint8Array | AsyncIterable<Uint8Array>;
}

/** The archive as a stream; a failing entry errors the stream. */
export function zipEntries(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): Readable {
  const output = new PassThrough();
  writeEntries(entries, output).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

async function writeEntries(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>, output: PassThrough): Promise<void> {
  const zip = new Zip((error, chunk, final) => {
    if (error) return output.destroy(error);
    output.write(chunk);
    if (final) output.end();
  });
  const names = new UniqueNames();
  for await (const entry of entries) {
    const file = new ZipDeflate(names.take(entryPath(entry.name)), { level: 6 });
    zip.add(file);
    if (entry.data instanceof Uint8Array) {
      file.push(entry.data, true);
    } else {
      for await (const chunk of entry.data) {
        file.push(chunk);
        await whenDrained(output);
      }
      file.push(new Uint8Array(0), true);
    }
    await whenDrained(output);
  }
  zip.end();
}

/**
 * Each folder and file name made safe (file-names.ts), so no entry can climb out of the folder
 * it is extracted into (`../`) or carry a name a file system refuses.
 */
function entryPath(name: string): string {
  return (
    name
      .split(/[/\\]/)
      .filter((segment) => segment.trim() && segment !== '.' && segment !== '..')
      .map(safeFileName)
      .join('/') || safeFileName('')
  );
}

/**
 * Two entries with one name confuse extractors: the later ones become `name (2).ext`, …
 * Compared without case, as Windows and macOS file systems do.
 */
class UniqueNames {
  private readonly taken = new Set<string>();

  take(path: string): string {
    const dot = path.lastIndexOf('.');
    const [stem, extension] = dot > path.lastIndexOf('/') + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
    let candidate = path;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
