/** The part of autocannon 8's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
  };
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number; total: number };
  type Result = {
    duration: number;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  type Instance = EventEmitter & PromiseLike<Result> & { stop(): void };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
