/** Peak resident memory of processes, from /proc (Linux); undefined elsewhere. */
import { readFileSync } from 'node:fs';

/** `VmHWM` (peak RSS) of a /proc/<pid>/status text, in MiB. */
export function parsePeakRss(status: string): number | undefined {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) / 1024 : undefined;
}

export function peakRssOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    return parsePeakRss(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Peak RSS of this process in MiB. */
export function ownPeakRss(): number {
  return process.resourceUsage().maxRSS / 1024;
}
