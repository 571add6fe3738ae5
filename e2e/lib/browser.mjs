// Launches Debian's Chromium through playwright-core and offers helpers that
// every browser test needs: console-error capture and axe-core checks.
import { chromium } from 'playwright-core';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// launch starts Chromium with the OpenStreetMap tile host answered locally
// (tileServer): every context gets its tiles without route().
export async function launch() {
  const tiles = await tileServer();
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
      `--host-resolver-rules=MAP tile.openstreetmap.org 127.0.0.1:${tiles.port}`,
      `--ignore-certificate-errors-spki-list=${tiles.spki}`],
  });
}

// newPage opens a page that records console errors and failed page errors.
// Service workers are blocked unless options say serviceWorkers: 'allow':
// the app's worker, registered after the first page, fetches and stores the
// whole app shell (about 190 files) in every new context, a quarter of the
// CPU of a file like axe-routes (51 against 38 CPU-s), for pages the tests
// load from the server anyway. offline.test.mjs tests the worker.
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) waitForApp(page);
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

// The public pages come prerendered (web/prerender.mjs): their HTML shows
// the page before the app has loaded, and the app then hydrates it
// (#root[data-app] once it has: web/src/lib/hydration.ts). Tests act on the app's
// page: goto and reload of an HTML page wait for it (unless told to return
// at commit).
function waitForApp(page) {
  for (const method of ['goto', 'reload']) {
    const original = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await original(...args);
      const options = method === 'goto' ? args[1] : args[0];
      if (options?.waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) {
        await page.locator('#root[data-app]').waitFor({ state: 'attached' });
      }
      return response;
    };
  }
}

// axe runs axe-core (WCAG 2 A and AA) on the page and returns its violations.
export async function axe(page) {
  // Evaluated through the DevTools protocol, which the page's CSP (rightly
  // forbidding inline scripts) does not govern.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // A colour caught halfway through a transition (a button that was just
    // pressed changing variant) is no colour the user ever reads: wait for
    // the finite animations to end first (at most a second).
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 1000))]);
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });
}

// A 1×1 grey PNG: the machine running the tests has no internet, so the
// OpenStreetMap tiles are answered locally.
const tile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVQI12NoAAAAggCB3UNq9AAAAABJRU5ErkJggg==', 'base64');

// tileServer answers https://tile.openstreetmap.org/* with that PNG, on a
// local port that launch maps the host to, with a throwaway certificate
// (fixtures/tiles-*.pem) that only these browsers accept (its key's hash).
// Not context.route: a context with a route has its HTTP cache turned off and
// every request paused in the browser until this process answers it, so
// each page load fetched and compiled all the app's scripts afresh: the
// axe-routes file took 13 to 41% longer and 17 to 38% more CPU that way
// (docs/perf/ci.md).
let tiles;
function tileServer() {
  tiles ??= new Promise((resolveTiles, reject) => {
    const cert = readFileSync(new URL('../fixtures/tiles-cert.pem', import.meta.url));
    const key = readFileSync(new URL('../fixtures/tiles-key.pem', import.meta.url));
    const spki = createHash('sha256').update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
    const server = createServer({ cert, key }, (req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=86400' });
      res.end(tile);
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // The test process may end with it still listening.
      server.unref();
      resolveTiles({ port: server.address().port, spki });
    });
  });
  return tiles;
}
