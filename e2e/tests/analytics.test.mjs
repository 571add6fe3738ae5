// The owner's analytics page against the real binary (demo data): charts and
// tables from real counts, a CSV download, a refused date range, and axe in
// English and Spanish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const path = '/dashboard/owner/analytics';
const e2e = useServerAndBrowser({ own: true }); // counts the demo reports by status and neighborhood

async function signedInOwner(lang) {
  const session = await newPage(e2e.browser, { acceptDownloads: true });
  if (lang === 'es') await session.context.addInitScript(() => window.localStorage.setItem('vecino.language', 'es'));
  const { email, password } = e2e.server.accounts.owner;
  const res = await session.context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } });
  assert.equal(res.status(), 200, 'sign-in as owner');
  await session.page.goto(e2e.server.url + path);
  return session;
}

test('an owner sees charts and tables of the demo reports and downloads a CSV', async () => {
  const { page, context, errors } = await signedInOwner();
  const status = page.getByRole('region', { name: 'Reports by status' });
  await status.getByRole('table').waitFor();
  const approved = status.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Approved' }) });
  assert.equal((await approved.getByRole('cell').textContent()).trim(), '2');
  await status.locator('.recharts-surface').waitFor();
  const hoods = page.getByRole('region', { name: 'Reports by neighborhood' });
  assert.equal((await hoods.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Paulus Hook' }) }).getByRole('cell').textContent()).trim(), '2');
  await page.getByRole('region', { name: /^Review times per week \((seconds|minutes|hours)\)$/ }).getByRole('table').waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV: Reports by status' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'reports-by-status.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  assert.match(csv, /^"Status","Reports"\r\n/);
  assert.match(csv, /"Approved","2"\r\n/);

  // A start after the end is refused with a message.
  await page.getByLabel('From', { exact: true }).fill('2026-03-01');
  await page.getByLabel('To', { exact: true }).fill('2026-02-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByText('Choose a start date before the end date, at most two years apart.').waitFor();
  assert.deepEqual(errors.filter((e) => !e.includes('400')), []);
  await context.close();
});

for (const [lang, h1, section] of [['en', 'Analytics', 'Reports by status'], ['es', 'Estadísticas', 'Reportes por estado']]) {
  test(`the analytics page passes axe in ${lang}`, async () => {
    const { page, context, errors } = await signedInOwner(lang);
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    await page.getByRole('region', { name: section }).locator('.recharts-surface').waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.deepEqual(await axe(page), [], `${path} in ${lang}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
