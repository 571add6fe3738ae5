// Runs the browser tests (make test-e2e): starts one vecino server with demo
// data for the whole run, then node --test on the files (its arguments,
// default tests/), two at a time. The test files that need no server of
// their own use it (lib/setup.mjs), and so skip a server's start with demo
// data each; the others start their own.
//   node run.mjs [node --test flags and files]
// Node 20 has no --test-global-setup: the server's address and accounts are
// handed down in the environment (VECINO_E2E_SERVER).
//
// Each file still launches its own Chromium (about 0.2 s): one shared
// browser (launchServer and connect) relays every file's protocol traffic
// through one more process, and a connected browser cannot hand a test a
// download's file (analytics.test.mjs reads one).
import { spawn } from 'node:child_process';
import { startServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith('-'));
const flags = args.filter((a) => a.startsWith('-'));

const started = Date.now();
const server = await startServer({ METRICS_ADDR: '127.0.0.1:0' });
let code = 1;
try {
  code = await new Promise((resolveCode, reject) => {
    const child = spawn(process.execPath, ['--test', '--test-concurrency=2', ...flags, ...(files.length ? files : ['tests/'])], {
      stdio: 'inherit',
      env: {
        ...process.env,
        VECINO_E2E_SERVER: JSON.stringify({ url: server.url, accounts: server.accounts }),
      },
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('error', reject);
    child.on('exit', (c, signal) => resolveCode(c ?? (signal ? 1 : 0)));
  });
} finally {
  await printLimits().catch((e) => console.log(`# the shared server's metrics: ${e.message}`));
  await server.stop();
}

// printLimits prints what the files sharing the server spent of the
// per-address limits that every test (all from 127.0.0.1) counts against:
// sign-ins (60 in 10 minutes) and session refreshes (300 in 10 minutes,
// internal/httpapi/ratelimit.go). A file that pushes them over gets 429s.
async function printLimits() {
  const text = await (await fetch(server.metrics)).text();
  const lines = text.split('\n').filter((l) => /^vecino_signins_total|^vecino_http_requests_total\{[^}]*route="[^"]*\/api\/auth\/(signin|refresh)"/.test(l));
  for (const l of lines) console.log(`# shared server: ${l}`);
}
console.log(`# browser tests: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(code);
