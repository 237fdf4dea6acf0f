/**
 * What each part of the bench records: figures (every sample, so the report shows median, min and max), the
 * command that produced them, ratios against the peers measured in the same run, and notes. One JSON file per
 * part in bench/.work/results; the report is rebuilt from whatever parts have results.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { RESULTS_DIR } from './paths';

export type PartName = 'admin' | 'api' | 'import' | 'db';
export const PART_ORDER: PartName[] = ['admin', 'api', 'import', 'db'];

export type Figure = {
  key: string;
  label: string;
  unit: string;
  samples: number[];
  /** The exact command line that produced it. */
  command: string;
};

/** `num` / `den` by their medians, e.g. ours / eager. */
export type Ratio = { label: string; num: string; den: string };

export type PartResult = {
  part: PartName;
  title: string;
  startedAt: string;
  durationS: number;
  machine: { node: string; cpus: number; cpuModel: string; loadBefore: number[]; loadAfter: number[] };
  figures: Figure[];
  ratios: Ratio[];
  notes: string[];
  skipped?: string;
};

export class PartRecorder {
  private readonly started = Date.now();
  private readonly loadBefore = loadavg();
  readonly figures: Figure[] = [];
  readonly ratios: Ratio[] = [];
  readonly notes: string[] = [];
  skipped?: string;

  constructor(
    readonly part: PartName,
    readonly title: string,
  ) {}

  /** Adds a sample to a figure, creating it on first use. */
  add(key: string, label: string, unit: string, value: number, command: string) {
    let figure = this.figures.find((f) => f.key === key);
    if (!figure) {
      figure = { key, label, unit, samples: [], command };
      this.figures.push(figure);
    }
    figure.samples.push(value);
  }

  ratio(label: string, num: string, den: string) {
    this.ratios.push({ label, num, den });
  }

  note(text: string) {
    this.notes.push(text);
    console.log(`[${this.part}] ${text}`);
  }

  save(): PartResult {
    const result: PartResult = {
      part: this.part,
      title: this.title,
      startedAt: new Date(this.started).toISOString(),
      durationS: Math.round((Date.now() - this.started) / 1000),
      machine: {
        node: process.version,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        loadBefore: this.loadBefore.map((l) => Math.round(l * 100) / 100),
        loadAfter: loadavg().map((l) => Math.round(l * 100) / 100),
      },
      figures: this.figures,
      ratios: this.ratios,
      notes: this.notes,
      skipped: this.skipped,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, `${this.part}.json`), JSON.stringify(result, null, 2));
    return result;
  }
}

export function loadResults(): Partial<Record<PartName, PartResult>> {
  const out: Partial<Record<PartName, PartResult>> = {};
  for (const part of PART_ORDER) {
    const file = path.join(RESULTS_DIR, `${part}.json`);
    if (existsSync(file)) out[part] = JSON.parse(readFileSync(file, 'utf8')) as PartResult;
  }
  return out;
}

/** How this process was started, as a user would type it (`npm run bench:api -- --repeats 3`). */
export function commandLine(script: string): string {
  const args = process.argv.slice(2);
  return `npm run ${script}${args.length ? ` -- ${args.join(' ')}` : ''}`;
}
