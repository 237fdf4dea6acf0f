/**
 * Starts our server for a benchmark, on 127.0.0.1 and a free port: either exactly as `npm start` does
 * (scripts/start.mjs, which checks the admin build, then runs the server) or the server entry alone
 * (`node --expose-gc --import tsx src/server/main.ts`, as start.mjs runs it, whose pid is then the server's own, for
 * memory sampling).
 */
import path from 'node:path';
import { freePort, startProcess, waitForHttp, type Started } from './processes';
import { ROOT } from './paths';

export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

export type OurServer = { proc: Started; baseUrl: string; stop(): Promise<void> };

export async function startOurServer(options: {
  name: string;
  dataDir: string;
  via: 'npm-start' | 'main';
  env?: Record<string, string | undefined>;
}): Promise<OurServer> {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DEMO_DATA: '0',
    DEV_OUTBOX: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const args = options.via === 'npm-start' ? [path.join(ROOT, 'scripts/start.mjs')] : ['--expose-gc', '--import', 'tsx', path.join(ROOT, 'src/server/main.ts')];
  const proc = startProcess(options.name, process.execPath, args, { env });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/api/v1/health`, proc, 600_000);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { proc, baseUrl, stop: () => proc.stop() };
}

/** One API login (the server limits failed logins only); the token is reused for every request. */
export async function apiLogin(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: Buffer.from(ADMIN.password).toString('base64') }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

export async function getJson<T = unknown>(url: string, token?: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T, headers: res.headers };
}
