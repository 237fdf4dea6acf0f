/**
 * Part 3 — API lists at scale (`npm run bench:api`): 100,000 properties and 100,000 orders on PGlite; our API vs
 * json-server 0.17 serving the same records (its own _page/_limit/_sort/_order/q) vs a bare Fastify route
 * returning the same fixed page (the ceiling). Flags: --repeats (2), --duration seconds per run (4), --rows.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchArgs } from './lib/args';
import { scenarios, measureLists, type Target } from './lib/listScenarios';
import { apiLogin, getJson, startOurServer, type OurServer } from './lib/ourServer';
import { ROOT, WORK_DIR } from './lib/paths';
import { freePort, startProcess, waitForHttp, type Started } from './lib/processes';
import { commandLine, PartRecorder } from './lib/results';
import { SCALE_ROWS } from './lib/scaleData';
import { ensurePgliteScaleData } from './lib/scaleFolder';
import { writeReport } from './lib/report';

type ListAnswer = { data: { results: unknown[]; meta: { total: number } } };

const args = benchArgs({ repeats: 2, duration: 4, rows: SCALE_ROWS });
const recorder = new PartRecorder('api', 'API lists at scale');
const command = commandLine('bench:api');

let ours: OurServer | undefined;
let jsonServer: Started | undefined;
let bare: Started | undefined;
try {
  const scale = await ensurePgliteScaleData(args.rows);
  ours = await startOurServer({ name: 'api-ours-pglite', dataDir: scale.dataDir, via: 'main' });
  const token = await apiLogin(ours.baseUrl);

  const jsonPort = await freePort();
  jsonServer = startProcess('api-json-server', process.execPath, [
    path.join(ROOT, 'node_modules/json-server/lib/cli/bin.js'),
    '--port', String(jsonPort), '--host', '127.0.0.1', '--read-only', '--quiet', '--id', '_id', scale.jsonServerDb,
  ]);
  const jsonBase = `http://127.0.0.1:${jsonPort}`;
  await waitForHttp(`${jsonBase}/property?_limit=1`, jsonServer, 300_000);

  // Check every target answers each scenario with a full page before loading it; keep our answers for the ceiling.
  const bodies: Record<string, unknown> = {};
  for (const s of scenarios) {
    const mine = await getJson<ListAnswer>(ours.baseUrl + s.ours, token);
    if (mine.status !== 200 || mine.body.data.results.length !== 10) throw new Error(`our API answered ${s.ours} with ${mine.status}: ${JSON.stringify(mine.body).slice(0, 300)}`);
    const theirs = await getJson<unknown[]>(jsonBase + s.jsonServer);
    if (theirs.status !== 200 || theirs.body.length !== 10) throw new Error(`json-server answered ${s.jsonServer} with ${theirs.status}`);
    bodies[s.key] = mine.body;
    recorder.note(`${s.label}: our total ${mine.body.data.meta.total}, json-server X-Total-Count ${theirs.headers.get('x-total-count')} (its q searches every field)`);
  }
  const bodiesFile = path.join(WORK_DIR, 'bare-bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const barePort = await freePort();
  bare = startProcess('api-bare-fastify', process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/servers/bareFastify.ts')], {
    env: { PORT: String(barePort), BODIES: bodiesFile },
  });
  await waitForHttp(`http://127.0.0.1:${barePort}/page/${scenarios[0].key}`, bare);

  const targets: Target[] = [
    { id: 'ours', label: 'ours (PGlite)', url: (s) => ours!.baseUrl + s.ours, headers: { authorization: `Bearer ${token}` } },
    { id: 'jsonServer', label: 'json-server 0.17', url: (s) => jsonBase + s.jsonServer },
    { id: 'bare', label: 'bare Fastify (fixed page)', url: (s) => `http://127.0.0.1:${barePort}/page/${s.key}` },
  ];
  await measureLists(recorder, targets, { repeats: args.repeats, durationS: args.duration, command });

  for (const s of scenarios) {
    for (const c of [1, 32]) {
      const k = (target: string, metric: string) => `api.${target}.${s.key}.c${c}.${metric}`;
      recorder.ratio(`${s.key} c=${c}: throughput ours / json-server`, k('ours', 'rps'), k('jsonServer', 'rps'));
      recorder.ratio(`${s.key} c=${c}: throughput ours / bare Fastify`, k('ours', 'rps'), k('bare', 'rps'));
      recorder.ratio(`${s.key} c=${c}: p95 json-server / ours`, k('jsonServer', 'p95'), k('ours', 'p95'));
    }
  }
  recorder.note(`${args.rows.toLocaleString('en')} properties and ${args.rows.toLocaleString('en')} orders; repeats ${args.repeats} × ${args.duration} s per run; autocannon in the bench process, servers in their own processes, all on 127.0.0.1.`);
} catch (error) {
  recorder.note(`FAILED: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await Promise.all([ours?.stop(), jsonServer?.stop(), bare?.stop()]);
  recorder.save();
  writeReport();
}
