/**
 * The list calls measured at scale (issue 7 §3): a searched and sorted page of properties and of orders, and a
 * deep page (pageNo 5000), each at concurrency 1 and 32, against several targets measured in the same run,
 * interleaved (repeat → scenario → concurrency → target) so a noisy moment on the machine hits every target.
 */
import { runLoad } from './load';
import type { PartRecorder } from './results';
import { SEARCH_TERM } from './scaleData';

export type Scenario = { key: string; label: string; ours: string; jsonServer: string };

export const scenarios: Scenario[] = [
  {
    key: 'propertySearch',
    label: `property list, search "${SEARCH_TERM}", sort pricePerSqft desc, page 3`,
    ours: `/api/v1/admin/property/list?pageNo=3&pageSize=10&search=${SEARCH_TERM}&orderBy=pricePerSqft&orderDirection=desc`,
    jsonServer: `/property?q=${SEARCH_TERM}&_sort=pricePerSqft&_order=desc&_page=3&_limit=10`,
  },
  {
    key: 'orderSearch',
    label: `order list, search "${SEARCH_TERM}", sort name asc, page 3`,
    ours: `/api/v1/order/admin/list?pageNo=3&pageSize=10&search=${SEARCH_TERM}&orderBy=name&orderDirection=asc`,
    jsonServer: `/order?q=${SEARCH_TERM}&_sort=name&_order=asc&_page=3&_limit=10`,
  },
  {
    key: 'propertyDeep',
    label: 'property list, sort pricePerSqft desc, page 5000 (offset 49,990)',
    ours: `/api/v1/admin/property/list?pageNo=5000&pageSize=10&orderBy=pricePerSqft&orderDirection=desc`,
    jsonServer: `/property?_sort=pricePerSqft&_order=desc&_page=5000&_limit=10`,
  },
  {
    // A text sort's middle page: its ids come from the stored sort key's index alone (db/tables/common.ts, sortColumn).
    key: 'propertyTextMiddle',
    label: 'property list, sort address asc, page 2500 (offset 24,990)',
    ours: `/api/v1/admin/property/list?pageNo=2500&pageSize=10&orderBy=address&orderDirection=asc`,
    jsonServer: `/property?_sort=address&_order=asc&_page=2500&_limit=10`,
  },
];

export const CONCURRENCIES = [1, 32] as const;

export type Target = { id: string; label: string; url(scenario: Scenario): string; headers?: Record<string, string> };

export const figureKey = (part: string, target: string, scenario: string, connections: number, metric: string) =>
  `${part}.${target}.${scenario}.c${connections}.${metric}`;

export async function measureLists(
  recorder: PartRecorder,
  targets: Target[],
  options: { repeats: number; durationS: number; command: string },
) {
  // Warm-up: JIT, plan caches, page cache; not recorded.
  for (const scenario of scenarios) {
    for (const target of targets) {
      await runLoad(target.url(scenario), { connections: 4, durationS: 1, headers: target.headers });
      await fetch(target.url(scenario), { headers: target.headers }).then((res) => res.arrayBuffer());
    }
  }
  for (let repeat = 1; repeat <= options.repeats; repeat++) {
    for (const scenario of scenarios) {
      for (const connections of CONCURRENCIES) {
        for (const target of targets) {
          const url = target.url(scenario);
          const r = await runLoad(url, { connections, durationS: options.durationS, headers: target.headers });
          // Requests still queued in the target when the run stopped would slow the next run: wait them out.
          await fetch(url, { headers: target.headers }).then((res) => res.arrayBuffer());
          const command = `${options.command} → autocannon -c ${connections} -d ${options.durationS} ${url.replace(/^http:\/\/[^/]+/, '')}`;
          const base = `${target.label}: ${scenario.label}, c=${connections}`;
          const key = (metric: string) => figureKey(recorder.part, target.id, scenario.key, connections, metric);
          recorder.add(key('p50'), `${base}, p50`, 'ms', r.p50, command);
          recorder.add(key('p95'), `${base}, p95`, 'ms', r.p95, command);
          recorder.add(key('p99'), `${base}, p99`, 'ms', r.p99, command);
          recorder.add(key('rps'), `${base}, throughput`, 'req/s', r.rps, command);
          if (r.requests < 20) recorder.note(`${base}: only ${r.requests} responses in repeat ${repeat}: its percentiles rest on few samples`);
          if (r.non2xx || r.errors) recorder.note(`${base}: ${r.non2xx} non-2xx answers and ${r.errors} errors in repeat ${repeat}`);
          console.log(`[${recorder.part}] #${repeat} ${target.id} ${scenario.key} c${connections}: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s`);
        }
      }
    }
  }
}
