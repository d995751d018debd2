/** Peak resident memory of processes, from /proc (Linux); undefined elsewhere. */
import { readFileSync, writeFileSync } from 'node:fs';

/** A `kB` field of a /proc/<pid>/status text (VmHWM: peak RSS, VmRSS: current), in MiB. */
export function procStatusMiB(status: string, field: 'VmHWM' | 'VmRSS'): number | undefined {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : undefined;
}

/** `VmHWM` (peak RSS) of a /proc/<pid>/status text, in MiB. */
export function parsePeakRss(status: string): number | undefined {
  return procStatusMiB(status, 'VmHWM');
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

/** This process's current RSS and RSS high-water mark from /proc/self/status, MiB. */
export function ownRss(): { rss?: number; peak?: number } {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    return { rss: procStatusMiB(status, 'VmRSS'), peak: procStatusMiB(status, 'VmHWM') };
  } catch {
    return {};
  }
}

/**
 * Resets this process's RSS high-water mark (VmHWM) to its current RSS (Linux ≥ 4.0:
 * `echo 5 > /proc/self/clear_refs`), so that the next VmHWM is the peak of what follows.
 * False where that is not possible.
 */
export function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}
