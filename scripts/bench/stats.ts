/**
 * Small pure statistics of the benchmark: nearest-rank percentiles and a summary of a sample.
 */

/**
 * Nearest-rank percentile of values sorted ascending: the smallest value such that at least
 * `p` percent of the sample is ≤ it (p95 of 50 samples is the 48th). NaN for an empty sample.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0];
  if (p >= 100) return sorted[sorted.length - 1];
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const count = sorted.length;
  const mean = count ? sorted.reduce((sum, v) => sum + v, 0) / count : Number.NaN;
  return { count, mean, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: count ? sorted[count - 1] : Number.NaN };
}
