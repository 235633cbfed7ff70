import autocannon from 'autocannon';
import mongoose from 'mongoose';

export interface LatencyFigures {
  p50: number;
  p99: number;
  requests: number;
}

const CONNECTIONS = 10;
const DURATION_S = 10;

/** Latency of the gated list route under load (autocannon, 10 connections, 10 s). */
export async function measureRoute(url: string, token: string): Promise<LatencyFigures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { authorization: `Bearer ${token}` } });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/** The same two queries the route runs (page + count), straight through the driver, same concurrency. */
export async function measureRawQuery(
  uri: string,
  dbName: string,
  collection: string,
  filter: Record<string, unknown>,
  pageSize: number,
): Promise<LatencyFigures> {
  const conn = await mongoose.createConnection(uri, { dbName }).asPromise();
  try {
    const col = conn.collection(collection);
    const latencies: number[] = [];
    const deadline = Date.now() + DURATION_S * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) {
          const t0 = performance.now();
          await Promise.all([col.find(filter).sort({ nombreKey: 1, _id: 1 }).limit(pageSize).toArray(), col.countDocuments(filter)]);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q: number): number => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return { p50: at(0.5), p99: at(0.99), requests: latencies.length };
  } finally {
    await conn.close();
  }
}
