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
  const { page, context, errors } = await newPage(e2e.browser);
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

test('a report filed offline survives a reload and arrives once when the network returns', async () => {
  const { page, context, errors } = await newPage(e2e.browser);
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
