/**
 * One load run with autocannon on loopback: every response time is kept (autocannon's own histogram has no p95)
 * so p50/p95/p99 are exact; throughput = completed 2xx responses / wall time.
 */
import autocannon from 'autocannon';
import { percentile } from './stats';

export type LoadResult = { p50: number; p95: number; p99: number; rps: number; requests: number; non2xx: number; errors: number };

export async function runLoad(url: string, options: { connections: number; durationS: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const times: number[] = [];
  const started = performance.now();
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    pipelining: 1,
    timeout: 30,
    headers: options.headers,
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / Math.max(seconds, result.duration || 0.001),
    requests: times.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
