/** Percentiles and a warm-then-measure loop shared by the in-process benchmarks. */
export function percentile(values: readonly number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Runs each case once to warm up, then `rounds` times round-robin; p50/p95 in ms. `variant`
 * makes each round's request a new one where the server keeps answers to repeated ones.
 */
export async function timeCases<T>(
  cases: readonly T[],
  run: (c: T) => Promise<unknown>,
  rounds = 5,
  variant: (c: T, round: number) => T = (c) => c,
) {
  for (const c of cases) await run(c);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const c of cases) {
      const request = variant(c, round + 1);
      const started = performance.now();
      await run(request);
      samples.push(performance.now() - started);
    }
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), n: samples.length };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
