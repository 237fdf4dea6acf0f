/**
 * Vite plugin (build only): fewer, larger chunks for the screens a visitor opens first.
 *
 * Left to itself the bundler makes one chunk per set of lazy views sharing a module, so the first list pulled 71
 * files and the login page 16. A browser fetches six at a time per origin over HTTP/1.1, so the last of them
 * arrived ~0.45 s after navigation even on loopback. This plugin merges the shared code into one chunk per tier,
 * by the first screen that loads it (11 files for the first list, 6 for the login page; 20–25 % sooner rows, on
 * loopback and on a 4G-like link, bench/README.md):
 * - `login`: what the stand-alone login page (Root.tsx) loads;
 * - `admin`: what the signed-in shell (App.tsx) loads beyond that;
 * - `lists`: what at least LISTS_SHARE list views load beyond both.
 *
 * Which modules a screen loads is only known after tree-shaking (the code imports barrels such as `react-admin`
 * that re-export far more than is used), so the plugin first runs a plain build in memory and reads it: a
 * module's tier is the tier of the chunk it landed in. Each tier is a set of chunks closed under static imports
 * (all that one screen loads), so a tier's modules import only from the same or an earlier tier: no cycles
 * between chunks, and a tier holds only code its screen runs anyway (for `lists`, code of the lists). The entry's
 * own chunks and every lazily imported module (the views, Root, App) keep chunks of their own, so the entry stays
 * small and a view loads only when opened. Modules the first build did not place in a tier are split as before.
 */
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export const CHUNK_TIERS_PLUGIN = 'estate:chunk-tiers';

/** Set while the plugin's own first build runs: that build splits as the bundler does by default. */
const PLAN_PASS_ENV = 'ESTATE_CHUNK_PLAN_PASS';
export const isChunkPlanPass = () => process.env[PLAN_PASS_ENV] === '1';

/** A chunk joins `lists` when at least this many list views load it. */
const LISTS_SHARE = 3;

type Tier = 'login' | 'admin' | 'lists';
type OutputChunk = Rolldown.OutputChunk;

const LIST_VIEW = /[/\\]src[/\\]admin[/\\]resources[/\\][^/\\]+[/\\][A-Za-z]+List\.tsx$/;

/** Module id → tier, read from a default build's chunks. */
export function planTiers(chunks: OutputChunk[], root: string): Map<string, Tier> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const facade = (relative: string) => chunks.find((c) => c.facadeModuleId === path.join(root, relative));
  const staticClosure = (start: OutputChunk | undefined): Set<OutputChunk> => {
    const seen = new Set<OutputChunk>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    visit(start);
    return seen;
  };

  const chunkTier = new Map<OutputChunk, Tier>();
  const entry = staticClosure(chunks.find((c) => c.isEntry));
  const assign = (closure: Set<OutputChunk>, tier: Tier) => {
    for (const chunk of closure) if (!entry.has(chunk) && !chunkTier.has(chunk)) chunkTier.set(chunk, tier);
  };
  assign(staticClosure(facade('src/admin/Root.tsx')), 'login');
  assign(staticClosure(facade('src/admin/App.tsx')), 'admin');
  const listLoads = new Map<OutputChunk, number>();
  for (const view of chunks.filter((c) => c.facadeModuleId && LIST_VIEW.test(c.facadeModuleId))) {
    for (const chunk of staticClosure(view)) listLoads.set(chunk, (listLoads.get(chunk) ?? 0) + 1);
  }
  assign(new Set([...listLoads].filter(([, n]) => n >= LISTS_SHARE).map(([c]) => c)), 'lists');

  const lazilyImported = new Set(chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId).map((c) => c.facadeModuleId!));
  const plan = new Map<string, Tier>();
  for (const [chunk, tier] of chunkTier) {
    for (const id of chunk.moduleIds) if (!lazilyImported.has(id)) plan.set(id, tier);
  }
  return plan;
}

export function chunkTiers(): Plugin {
  const plan = new Map<string, Tier>();
  let configFile: string | false | undefined;
  let root = process.cwd();
  let mode = 'production';
  let enabled = true;
  return {
    name: CHUNK_TIERS_PLUGIN,
    apply: (config, { command }) => command === 'build' && !isChunkPlanPass() && !config.build?.ssr,
    config(config) {
      const output = config.build?.rolldownOptions?.output;
      // Someone chose the splitting already (the bench's one-chunk peer).
      enabled = !Array.isArray(output) && output?.codeSplitting === undefined;
      if (!enabled) return;
      const groups: Rolldown.CodeSplittingGroup[] = [{ name: (id: string) => plan.get(id) ?? null, debugName: 'chunk tiers' }];
      // The tiers are closed under static imports already; recursing into dependencies would pull the entry's
      // few modules into `login` and make the entry wait for it.
      return { build: { rolldownOptions: { output: { codeSplitting: { groups, includeDependenciesRecursively: false } } } } };
    },
    configResolved(config) {
      configFile = config.configFile;
      root = config.root;
      mode = config.mode;
    },
    async buildStart() {
      if (!enabled) return;
      process.env[PLAN_PASS_ENV] = '1';
      try {
        const result = await build({ configFile, root, mode, logLevel: 'silent', build: { write: false, manifest: false } });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        const chunks = outputs.flatMap((o) => o.output).filter((o): o is OutputChunk => o.type === 'chunk');
        plan.clear();
        for (const [id, tier] of planTiers(chunks, root)) plan.set(id, tier);
      } finally {
        delete process.env[PLAN_PASS_ENV];
      }
    },
  };
}
