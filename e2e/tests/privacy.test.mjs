// Residents own their data, in the real build: a resident downloads a ZIP
// of everything held about them from Settings (their reports with the
// originals of their photos), then deletes their account with their
// password and can no longer sign in; the settings page passes axe. The
// owner sets the retention policy in Settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const e2e = useServerAndBrowser({ own: true }); // deletes the demo reporter's account

const h1 = (page, name) => page.getByRole('heading', { level: 1, name });

test('a resident downloads their data, then deletes their account', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { acceptDownloads: true });
  const token = await e2e.server.signIn(context, 'reporter');
  const mine = await (await context.request.get(`${e2e.server.url}/api/reports/mine?limit=100`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const reports = mine.items ?? mine;
  assert.ok(reports.length > 0, 'the demo reporter has reports');

  await page.goto(`${e2e.server.url}/dashboard/settings`);
  await h1(page, 'Settings').waitFor();
  const data = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  assert.match(download.suggestedFilename(), /^vecino-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const dir = mkdtempSync(join(tmpdir(), 'vecino-export-'));
  try {
    const file = join(dir, 'data.zip');
    await download.saveAs(file);
    const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
    for (const r of reports) assert.ok(listing.includes(`reports/${r.id}/report.json`), `report ${r.id} in the archive`);
    const profile = JSON.parse(execFileSync('unzip', ['-p', file, 'profile.json'], { encoding: 'utf8' }));
    assert.equal(profile.account.email, e2e.server.accounts.reporter.email);
    assert.ok(readFileSync(file).subarray(0, 2).equals(Buffer.from('PK')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.deepEqual(await axe(page), [], 'axe violations on the settings page');

  const remove = page.getByRole('region', { name: 'Delete my account' });
  await remove.getByLabel('Your password').fill('not the password');
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await remove.getByText('The password is incorrect.').waitFor();
  await remove.getByLabel('Your password').fill(e2e.server.accounts.reporter.password);
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/en');
  const again = await context.request.post(`${e2e.server.url}/api/auth/signin`, { data: e2e.server.accounts.reporter });
  assert.equal(again.status(), 401, 'the deleted account cannot sign in');
  assert.deepEqual(errors.filter((e) => !/status of 40[01]/.test(e)), []);
  await context.close();
});

test('the owner sets the retention policy in Settings', async () => {
  const { page, context } = await newPage(e2e.browser);
  await e2e.server.signIn(context, 'owner');
  await page.goto(`${e2e.server.url}/dashboard/settings`);
  const section = page.getByRole('region', { name: 'Data retention' });
  const originals = section.getByLabel('Keep original photos of published reports (months)');
  await originals.fill('6');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/owner/retention' && r.request().method() === 'PUT');
  await section.getByRole('button', { name: 'Save retention' }).click();
  const policy = await (await saved).json();
  assert.deepEqual([policy.originals_months, policy.closed_months], [6, 24]);
  await context.close();
});
