/**
 * A bounded load run on 127.0.0.1: `total` requests, at most `concurrency` in
 * flight, each made by `request(index)` (which resolves to a status code).
 * Reports requests per second and latency percentiles in milliseconds.
 * @param {{ total: number; concurrency: number; request: (index: number) => Promise<number> }} options
 */
export async function loadRun({ total, concurrency, request }) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<number, number>} */
  const statuses = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const start = performance.now();
      const status = await request(index).catch(() => 0);
      latencies.push(performance.now() - start);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  /** @param {number} p */
  const percentile = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
  return {
    total,
    concurrency,
    statuses,
    requestsPerSecond: Math.round((total / seconds) * 10) / 10,
    latencyMs: {
      p50: percentile(50),
      p90: percentile(90),
      p99: percentile(99),
      max: Math.round(latencies.at(-1) ?? 0),
    },
  };
}
