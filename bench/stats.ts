// Percentiles and small timing loops shared by the sub-benchmarks.

/** The value at percentile `p` of an ascending list (index floor(p% · n), as the first bench did). */
export function percentile(sorted: number[], p: number): number {
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

export function round(ms: number, digits = 2): number {
  return Number(ms.toFixed(digits));
}

export type Latency = { n: number; p50Ms: number; p95Ms: number; p99Ms: number };

/** n, p50, p95 and p99 of a list of durations in milliseconds. */
export function latency(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}

/** `n` requests one after another; each must succeed. Reports p50 and p95. */
export async function timeRequests(n: number, send: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await send();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`bench request failed: ${res.status}`);
    times.push(performance.now() - started);
  }
  const { p50Ms, p95Ms } = latency(times);
  return { n, p50Ms, p95Ms };
}

/** Runs `task(i)` for i = 0…count-1 with at most `concurrency` in flight. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

export function progress(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}
