/**
 * The file writers produce faster than S3 takes the bytes: they wait here while the reader of
 * their output stream is behind, so a big file never piles up in memory.
 */
import type { Writable } from 'node:stream';

/** Resolves once `output` wants more; rejects when its reader has gone away. */
export async function whenDrained(output: Writable): Promise<void> {
  if (output.destroyed) throw new Error('The reader of the file went away');
  if (!output.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = () => {
      output.off('drain', settle).off('close', settle);
      if (output.destroyed) reject(new Error('The reader of the file went away'));
      else resolve();
    };
    output.on('drain', settle).on('close', settle);
  });
}
