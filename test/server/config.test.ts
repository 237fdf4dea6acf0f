/** What the server says when it cannot start for a reason its operator can act on (audit 30-H). */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { StartupError } from '../../src/server/startupError';

describe('server configuration', () => {
  it('holds ADMIN_PASSWORD to the password rule of every other admin', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'aaaaaaaa' })).toThrow(StartupError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'aaaaaaaa' })).toThrow(/ADMIN_PASSWORD: needs 8 to 128 characters/);
    expect(loadConfig({ ADMIN_PASSWORD: 'Plots@2026' }).ADMIN_PASSWORD).toBe('Plots@2026');
  });

  it('takes only an smtp:// or smtps:// SMTP_URL', () => {
    for (const bad of ['notaurl', 'http://mail.example.com', 'smtp://']) expect(() => loadConfig({ SMTP_URL: bad }), bad).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\//);
    expect(loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).SMTP_URL).toBe('smtps://user:pw@mail.example.com:465');
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('names DATABASE_URL when its server cannot be reached, without its password', async () => {
    const failure = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: 'postgres://estate:s3cret@127.0.0.1:1/estate' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toMatch(/^Could not connect to the PostgreSQL server of DATABASE_URL \(postgres:\/\/127\.0\.0\.1:1\/estate\): /);
    expect((failure as Error).message).not.toContain('s3cret');
  }, 60_000);

  it('prints a configuration problem as a message, without a stack trace, and exits 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, PORT: 'abc' }, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Invalid server configuration: PORT: /);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
