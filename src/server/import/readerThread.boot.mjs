// Entry of the import's reader thread: worker threads do not inherit the parent's `--import tsx` loader
// (Node 20), so it is registered here before the TypeScript entry (workerData.entry) is loaded.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
