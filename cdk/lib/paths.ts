/** Absolute paths the stack needs, computed from this file so synth works from any working directory. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function fromRoot(...segments: string[]): string {
  return path.join(REPO_ROOT, ...segments);
}
