// useServerAndBrowser is every browser test file's before/after block in
// one line: it starts (or borrows) a vecino server with demo data and a
// browser before the file's tests, and lets go of them after. It returns
// getters, read inside the tests: e2e.server, e2e.browser, e2e.smtp.
//
// Run through run.mjs (make test-e2e), the files that do not ask for their
// own server share one server for the whole run (each launches its own
// browser). Such a file must leave the demo data as other files expect it
// and must not count what others may add: it files its own reports and
// finds them by their id or description. A file asks for its own server (own: true, with the
// reason in a comment) when it changes what others see (feature flags,
// accounts, settings), counts reports, needs the screening queue to itself,
// or needs special settings (env) or an email catcher (smtp). setup, when
// given, runs once the server and browser are there, before the tests
// (Node 20 does not wait for one root before hook before the next starts,
// so a file's own before hook could not count on them).
import { before, after } from 'node:test';
import { startServer, sharedServer } from './server.mjs';
import { launch } from './browser.mjs';
import { startSmtp } from './smtp.mjs';

export function useServerAndBrowser({ own = false, env = {}, smtp = false, browser = true, setup } = {}) {
  const got = {};
  const handle = {
    get server() { return got.server; },
    get browser() { return got.browser; },
    get smtp() { return got.smtp; },
  };
  before(async () => {
    if (smtp) {
      got.smtp = await startSmtp();
      env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(got.smtp.port), SMTP_TLS: 'none', SMTP_FROM: 'noreply@vecino.test', ...env };
    }
    const ownServer = own || smtp || Object.keys(env).length > 0;
    got.server = (!ownServer && sharedServer()) || await startServer(env);
    if (browser) got.browser = await launch();
    await setup?.(handle);
  });
  after(async () => {
    // A shared server's stop does nothing.
    await got.browser?.close();
    await got.server?.stop();
    await got.smtp?.close();
  });
  return handle;
}
