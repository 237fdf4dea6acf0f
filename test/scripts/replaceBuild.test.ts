/** A new admin build takes the served folder's place with the previous build's chunks kept, one build back. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script of the repository, without types
import { replaceBuild } from '../../scripts/replaceBuild.mjs';

function build(folder: string, chunks: string[]) {
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), `<script src="/assets/${chunks[0]}"></script>`);
  for (const chunk of chunks) {
    writeFileSync(path.join(folder, 'assets', chunk), `// ${chunk}`);
    writeFileSync(path.join(folder, 'assets', `${chunk}.gz`), 'gz');
  }
}

const served = (dist: string) => readdirSync(path.join(dist, 'assets')).sort();

describe('replaceBuild', () => {
  it('serves the new build, with the previous build’s chunks beside it, but not the ones before', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'estate-build-'));
    const dist = path.join(work, 'dist');
    const next = `${dist}.next`;

    build(next, ['index-A.js', 'view-A.js']);
    replaceBuild(dist, next, { builtAt: 1, env: {} });
    expect(served(dist)).toEqual(['index-A.js', 'index-A.js.gz', 'view-A.js', 'view-A.js.gz']);
    expect(JSON.parse(readFileSync(path.join(dist, '.build-stamp.json'), 'utf8'))).toEqual({ builtAt: 1, env: {}, assets: ['index-A.js', 'view-A.js'] });

    // A tab (or a server) on build A asks for view-A.js after B is in place: it is still there.
    build(next, ['index-B.js', 'view-B.js']);
    replaceBuild(dist, next, { builtAt: 2, env: {} });
    expect(served(dist)).toEqual(['index-A.js', 'index-A.js.gz', 'index-B.js', 'index-B.js.gz', 'view-A.js', 'view-A.js.gz', 'view-B.js', 'view-B.js.gz']);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('index-B.js');
    expect(JSON.parse(readFileSync(path.join(dist, '.build-stamp.json'), 'utf8')).assets).toEqual(['index-B.js', 'view-B.js']);

    build(next, ['index-C.js']);
    replaceBuild(dist, next, { builtAt: 3, env: {} });
    expect(served(dist)).toEqual(['index-B.js', 'index-B.js.gz', 'index-C.js', 'index-C.js.gz', 'view-B.js', 'view-B.js.gz']);
    expect(existsSync(next)).toBe(false);
    expect(existsSync(`${dist}.old`)).toBe(false);
  });
});
