// Phone-first use against the real binary: the app installs (manifest,
// icons, service worker), and a report written with the network switched
// off is kept in the browser, survives a reload, and arrives once when the
// network returns.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const photo = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/pothole-exif.jpg');

const e2e = useServerAndBrowser({ own: true }); // counts the demo reporter's reports

// myReportCount asks the server how many reports the signed-in reporter has.
async function myReportCount(context, token) {
  const res = await context.request.get(`${e2e.server.url}/api/reports/mine/stats`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status(), 200);
  const { by_status: byStatus } = await res.json();
  return Object.values(byStatus).reduce((a, b) => a + b, 0);
}

// controlled waits until the page is controlled by the service worker.
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

test('the app is installable in both languages', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { serviceWorkers: 'allow' });
  await page.goto(`${e2e.server.url}/en`);
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  // Chromium refuses to install anything from a private window, which is
  // what a test's browser context is; every other check must pass.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== 'in-incognito'), []);
  const { errors: manifestErrors, data } = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifestErrors, []);
  assert.ok(data.includes('"maskable"'));
  const manifest = async () => {
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    const res = await context.request.get(`${e2e.server.url}${href}`);
    assert.equal(res.headers()['content-type'], 'application/manifest+json');
    return res.json();
  };
  assert.equal((await manifest()).lang, 'en');
  await page.goto(`${e2e.server.url}/es`);
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  const es = await manifest();
  assert.equal(es.lang, 'es');
  assert.match(es.description, /Reporta/);
  assert.deepEqual(errors, []);
  await context.close();
});

// On a phone-sized screen (390 px), as a resident files from the street.
test('a report filed offline survives a reload and arrives once when the network returns', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const token = await e2e.server.signIn(context, 'reporter', { remember: true });
  const before = await myReportCount(context, token);

  await page.goto(`${e2e.server.url}/dashboard/upload/road-infrastructure/pothole`);
  await page.getByRole('heading', { level: 1, name: 'Pothole' }).waitFor();
  await controlled(page);
  await page.getByLabel('What happened?').fill('A deep pothole by the bus stop, filed with no signal.');
  await page.locator('input[type="file"][name="photos"]').setInputFiles(photo);
  await page.waitForFunction(() => document.querySelector('#location-latitude')?.value === '40.7191');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send report' }).click();
  await page.getByRole('heading', { name: 'Saved on this device: it will be sent' }).waitFor();
  assert.deepEqual(await axe(page), [], 'axe on the saved-offline confirmation');

  await page.getByRole('link', { name: 'See it in My Violations' }).click();
  await page.getByRole('heading', { name: '1 report waiting to be sent' }).waitFor();
  assert.match(await page.getByRole('region', { name: '1 report waiting to be sent' }).textContent(), /Pothole.*Waiting for a connection/);

  // Reloaded without a connection, the app shell comes from the service
  // worker, signed in as the last session's user (kept in the browser): My
  // Violations still shows the report waiting, and the report form opens.
  await page.reload();
  await page.getByRole('heading', { name: '1 report waiting to be sent' }).waitFor().catch(async (e) => {
    await page.screenshot({ path: '/tmp/offline-reload.png' });
    throw e;
  });
  assert.match(await page.getByRole('region', { name: '1 report waiting to be sent' }).textContent(), /Pothole.*Waiting for a connection/);
  assert.equal(await myReportCountOffline(page), 1, 'the queued report is still in the browser after the reload');
  await page.goto(`${e2e.server.url}/dashboard/upload/road-infrastructure/pothole`);
  await page.getByRole('heading', { level: 1, name: 'Pothole' }).waitFor();
  await page.getByLabel('What happened?').waitFor();
  // A public page opened without a connection is the app too (its shell),
  // in its language, with the queued report still waiting.
  await page.goto(`${e2e.server.url}/es/map`);
  await page.getByRole('heading', { level: 1, name: 'Mapa de reportes' }).waitFor();
  await page.goto(`${e2e.server.url}/dashboard/violations`);
  await page.getByRole('heading', { name: '1 report waiting to be sent' }).waitFor();

  await context.setOffline(false);
  await page.getByText('Your saved report was sent.').waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'My Violations' }).waitFor();
  await page.getByText('A deep pothole by the bus stop').waitFor();
  assert.equal(await page.getByRole('heading', { name: /waiting to be sent/ }).count(), 0);
  assert.equal(await myReportCount(context, token), before + 1);

  // Another visit sends nothing again.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'My Violations' }).waitFor();
  await page.waitForTimeout(500);
  assert.equal(await myReportCount(context, token), before + 1);
  assert.deepEqual(errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(e)), []);
  await context.close();
});

// A deploy while a page is open: the next build's worker takes over at
// once, and the page, still on the old build, can load a lazy chunk that
// the next build no longer has. The next build is this build's sw.js less
// that chunk (its server answers 404 for it), under another script URL: a
// worker's update check is not routed, a new script URL is, and the browser
// installs and activates either one the same way.
test('a page open on the previous build still loads its lazy chunks after an update', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { serviceWorkers: 'allow' });
  await page.goto(`${e2e.server.url}/en`);
  await controlled(page);
  const sw = await (await context.request.get(`${e2e.server.url}/sw.js`)).text();
  const entry = sw.match(/\{"revision":null,"url":"(assets\/bar-chart-drawing-[^"]+\.js)"\}/);
  assert.ok(entry, 'the shell holds the charts chunk');
  const chunk = `/${entry[1]}`;
  const original = await (await context.request.get(`${e2e.server.url}${chunk}`)).text();
  assert.equal(await page.evaluate((c) => performance.getEntriesByType('resource').some((r) => r.name.endsWith(c)), chunk), false, 'the home page does not load the charts');

  const next = sw.replace(`${entry[0]},`, '').replace(`,${entry[0]}`, '');
  assert.ok(!next.includes(chunk));
  await context.route('**/sw.js?next', (route) => route.fulfill({ contentType: 'text/javascript', body: next }));
  await context.route(`**${chunk}`, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.evaluate(async () => {
    const changed = new Promise((resolve, reject) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
      setTimeout(() => reject(new Error('the next worker did not take over')), 20_000);
    });
    await navigator.serviceWorker.register('/sw.js?next');
    await changed;
  });
  const got = await page.evaluate(async (c) => {
    const res = await fetch(c);
    return { status: res.status, body: await res.text() };
  }, chunk);
  assert.equal(got.status, 200, "the old build's chunk comes from the worker");
  assert.equal(got.body, original);
  assert.deepEqual(errors, []);
  await context.close();
});

// myReportCountOffline counts the entries in the browser's offline queue.
function myReportCountOffline(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('vecino-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('reports').objectStore('reports').count();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        };
      }),
  );
}
