// Times a page's first load in Chromium under applied throttling (4x slower
// CPU, 150 ms round trips, 1.6 Mb/s down), against the real binary with demo
// data, signed in as the reporter for /dashboard pages: the time until a
// selector is visible, the largest contentful paint, the first contentful
// paint and the long tasks' time over 50 ms after it, per run and median.
// Service workers are blocked (a first visit's page alone).
//   node measure/first-load.mjs [path] [runs] [selector]
//   VECINO_BIN=/path/to/other/vecino node measure/first-load.mjs   (compare builds)
//   H2=1 node measure/first-load.mjs   (over HTTPS and HTTP/2, through cmd/tlsproxy)
import { chromium } from 'playwright-core';
import { startServer, startTLSProxy } from '../lib/server.mjs';
const server = await startServer();
const proxy = process.env.H2 ? await startTLSProxy(server.url) : null;
const base = proxy?.url ?? server.url;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const path = process.argv[2] ?? '/dashboard/upload/illegal-parking/double-parking';
const runs = Number(process.argv[3] ?? 4);
const selector = process.argv[4] ?? '#map-picker-hint';
const out = [];
for (let i = 0; i < runs; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block', ignoreHTTPSErrors: true });
  if (path.startsWith('/dashboard')) await server.signIn(ctx, 'reporter', { remember: true, base });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    window.__lt = []; window.__lcp = 0;
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lt.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => { window.__lcp = e.startTime; })).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  const t0 = Date.now();
  await page.goto(base + path);
  await page.locator(selector).waitFor({ timeout: 60000 });
  const shown = Date.now() - t0;
  await page.waitForTimeout(3000);
  const [lcp, lt, fcp] = await page.evaluate(() => [window.__lcp, window.__lt, performance.getEntriesByName('first-contentful-paint')[0]?.startTime]);
  const tbt = lt.filter(([s]) => s >= fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
  out.push({ shown, lcp: Math.round(lcp), fcp: Math.round(fcp), tbt: Math.round(tbt), tasks: lt.length });
  console.log(JSON.stringify(out.at(-1)));
  await ctx.close();
}
const med = (k) => out.map((o) => o[k]).sort((a, b) => a - b)[Math.floor(out.length / 2)];
console.log(`median: ${selector} shown ${med('shown')} lcp ${med('lcp')} fcp ${med('fcp')} tbt ${med('tbt')}`);
await browser.close(); proxy?.stop(); await server.stop();
