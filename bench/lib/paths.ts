/** Where the bench keeps its working files (git-ignored) and its report. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_DIR = path.join(ROOT, 'bench');
export const WORK_DIR = path.join(BENCH_DIR, '.work');
export const LOG_DIR = path.join(WORK_DIR, 'logs');
export const RESULTS_DIR = path.join(WORK_DIR, 'results');
export const REPORT_FILE = path.join(BENCH_DIR, 'report.md');
export const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
