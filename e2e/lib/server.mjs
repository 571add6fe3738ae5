// Starts the real vecino binary on a fresh SQLite database with demo data,
// on a free port, and stops it when the test ends; or hands a test file the
// server that run.mjs started for the whole run (sharedServer).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = resolve(process.env.VECINO_BIN ?? '../bin/vecino');

export async function startServer(extraEnv = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'vecino-e2e-'));
  const child = spawn(bin, ['serve', '--demo'], {
    env: {
      PATH: process.env.PATH,
      LISTEN_ADDR: '127.0.0.1:0',
      DATABASE_URL: `sqlite:${join(dir, 'e2e.db')}`,
      DATA_DIR: join(dir, 'data'),
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
      LOG_LEVEL: 'warn',
      // No drain at stop: nothing sits behind a load balancer here, and the
      // 5 s default would add 5 s to every test file.
      SHUTDOWN_DRAIN: '0s',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  const ready = new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}\n${err}`)), 120_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolveReady(m[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited with ${code}:\n${out}\n${err}`)); });
  });
  const url = await ready;
  // The metrics listener, when asked for (METRICS_ADDR), prints its address before the server's.
  const metrics = out.match(/Metrics are served on (http:\/\/\S+)/)?.[1].replace('localhost', '127.0.0.1');
  const accounts = {};
  for (const m of out.matchAll(/^\s+(\w+)\s+(\S+@\S+)\s+(\S+)$/gm)) accounts[m[1]] = { email: m[2], password: m[3] };
  return {
    ...handle(url, accounts),
    // The SQLite database file, for a test that writes to it directly.
    database: extraEnv.DATABASE_URL ? undefined : join(dir, 'e2e.db'),
    metrics,
    logs: () => err,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// sharedServer is the server that run.mjs started for every test file of
// the run that needs no server of its own (VECINO_E2E_SERVER holds its
// address and demo accounts), or undefined when there is none. Its stop
// does nothing: run.mjs stops it after the last file.
export function sharedServer() {
  if (!process.env.VECINO_E2E_SERVER) return undefined;
  const { url, accounts } = JSON.parse(process.env.VECINO_E2E_SERVER);
  return { ...handle(url, accounts), logs: () => '', async stop() {} };
}

function handle(url, accounts) {
  return {
    url,
    accounts,
    // signIn opens a session for a demo role in a browser context through
    // the API (the refresh cookie lands in the context), as the sign-in form
    // would, and returns the access token. base is the address the browser
    // uses, when not the server's own (a proxy in front of it).
    async signIn(context, role, { remember = false, base = url } = {}) {
      const { email, password } = accounts[role];
      const res = await context.request.post(`${base}/api/auth/signin`, { data: { email, password, remember_me: remember } });
      assert.equal(res.status(), 200, `sign-in as ${role} failed: ${await res.text()}`);
      return (await res.json()).access_token;
    },
  };
}

// startTLSProxy puts cmd/tlsproxy (built here) in front of url: HTTPS, hence
// HTTP/2, with a throwaway certificate the browser must be told to accept.
// It returns the proxy's https:// address and a stop function.
export async function startTLSProxy(url) {
  const repo = fileURLToPath(new URL('../..', import.meta.url));
  const bin = join(repo, 'bin', 'tlsproxy');
  execFileSync('go', ['build', '-o', bin, './cmd/tlsproxy'], { cwd: repo, stdio: 'inherit' });
  const proxy = spawn(bin, ['-target', url], { stdio: ['ignore', 'pipe', 'inherit'] });
  const address = await new Promise((resolveAddress, reject) => {
    proxy.stdout.on('data', (d) => { const m = String(d).match(/listening on (\S+)/); if (m) resolveAddress(m[1]); });
    proxy.on('exit', (code) => reject(new Error(`tlsproxy exited with ${code}`)));
  });
  return { url: address, stop: () => proxy.kill() };
}
