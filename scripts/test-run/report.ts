/** The closing table of `npm test`: where the time went. */

export interface Phase {
  name: string;
  /** Seconds after `npm test` started. */
  startedAt: number;
  seconds: number;
  ok: boolean;
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => value.toFixed(0).padStart(6);

/** Phases in the order they started; some run side by side, so their seconds add up to more than the total. */
export function phaseTable(phases: Phase[], totalSeconds: number): string {
  const width = Math.max(...phases.map((phase) => phase.name.length), 10) + 2;
  const lines = [...phases]
    .sort((a, b) => a.startedAt - b.startedAt)
    .map((phase) => `${pad(phase.name, width)}${num(phase.startedAt)}${num(phase.seconds)}  ${phase.ok ? '' : 'FAILED'}`);
  return [
    '',
    `${pad('phase', width)}  from     s`,
    ...lines,
    `${pad('npm test in all', width)}${num(0)}${num(totalSeconds)}  (${(totalSeconds / 60).toFixed(1)} min)`,
    '',
  ].join('\n');
}

export function slowestFiles(runner: string, files: { file: string; seconds: number; tests: number }[], count = 10): string {
  if (files.length === 0) return '';
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  return [
    `\nThe ${slowest.length} slowest ${runner} files (seconds, tests):`,
    ...slowest.map((f) => `${num(f.seconds)} ${String(f.tests).padStart(4)}  ${f.file}`),
    '',
  ].join('\n');
}
