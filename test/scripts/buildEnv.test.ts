import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildEnvProblems } from '../../scripts/buildEnvPlugin';

describe('the admin build-time settings', () => {
  it('accepts the defaults and the documented forms', () => {
    expect(buildEnvProblems({})).toEqual([]);
    expect(
      buildEnvProblems({
        VITE_REQUEST_DELAY_MS: '0',
        VITE_API_URL: 'https://api.example.in/api/v1',
        VITE_ASSET_BASE_URL: '/storage/',
        VITE_MAP_TILE_URL: 'https://tiles.example.in/{z}/{x}/{y}.png',
      }),
    ).toEqual([]);
  });

  it('names each setting that cannot be used and what it should be', () => {
    expect(buildEnvProblems({ VITE_REQUEST_DELAY_MS: 'abc', VITE_API_URL: 'api/v1', VITE_MAP_TILE_URL: 'https://tiles.example.in/tile.png' })).toEqual([
      'VITE_REQUEST_DELAY_MS="abc" cannot be used: expected a whole number of milliseconds, 0 to turn the delay off.',
      'VITE_API_URL="api/v1" cannot be used: expected a path starting with / or an http(s):// URL.',
      'VITE_MAP_TILE_URL="https://tiles.example.in/tile.png" cannot be used: expected an http(s):// tile URL template with {z}, {x} and {y}.',
    ]);
    expect(buildEnvProblems({ VITE_REQUEST_DELAY_MS: '-5' })).toHaveLength(1);
  });

  it('stops `vite build` before building, with the message', async () => {
    const run = promisify(execFile)('npx', ['vite', 'build', '--outDir', '/tmp/estate-never-built'], {
      env: { ...process.env, VITE_REQUEST_DELAY_MS: 'abc' },
    });
    await expect(run).rejects.toMatchObject({ stderr: expect.stringContaining('VITE_REQUEST_DELAY_MS="abc" cannot be used') });
  }, 60_000);
});
