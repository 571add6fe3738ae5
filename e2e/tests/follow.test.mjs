// Following a report by email and the public search, against the real
// binary: a visitor follows a public report with their email, confirms
// through the emailed link, staff resolve the report, the follower gets
// one email (with the RFC 8058 one-click headers), and its unsubscribe
// link works without signing in. A search on the public list finds a
// report by a word typed without its accent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const photo = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/pothole-exif.jpg'));

const e2e = useServerAndBrowser({ smtp: true });

const tokens = {};
async function api(role, method, path, body) {
  if (!tokens[role]) {
    const { email, password } = e2e.server.accounts[role];
    const res = await fetch(`${e2e.server.url}/api/auth/signin`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, remember_me: false }),
    });
    assert.equal(res.status, 200, `sign-in as ${role}`);
    tokens[role] = (await res.json()).access_token;
  }
  const res = await fetch(e2e.server.url + path, {
    method,
    headers: { Authorization: `Bearer ${tokens[role]}`, ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

// publicReport files a report as the demo reporter and takes it to the public record.
async function publicReport(description) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ category: 'road-infrastructure', type: 'pothole', description, latitude: '40.7189', longitude: '-74.0412',
    address: 'Grove St & Newark Ave', occurred_at: new Date(Date.now() - 3_600_000).toISOString() })) form.set(k, v);
  form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'pothole.jpg');
  const filed = await api('reporter', 'POST', '/api/reports', form);
  assert.equal(filed.status, 201, JSON.stringify(filed.body));
  const id = filed.body.id;
  for (let i = 0; ; i++) {
    const { body } = await api('reporter', 'GET', `/api/reports/${id}`);
    if (body.photos.every((p) => p.state === 'ready')) break;
    assert.ok(i < 300, 'photos not processed');
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal((await api('reporter_admin', 'POST', `/api/reports/${id}/transitions`, { to: 'pending', expected_status: 'screening' })).status, 200);
  assert.equal((await api('reviewer', 'POST', `/api/reports/${id}/photos-check`)).status, 200);
  assert.equal((await api('reviewer', 'POST', `/api/reports/${id}/transitions`, { to: 'approved', expected_status: 'pending' })).status, 200);
  return id;
}

// local is a link from an email on this test's server (emails name PUBLIC_URL).
const local = (link) => { const u = new URL(link); return e2e.server.url + u.pathname + u.search; };
const to = (address) => (m) => m.to.includes(address);
let followed; // the first test's report

test('a visitor follows a report by email, hears once that it was fixed, and unsubscribes with one click', async () => {
  const id = await publicReport('E2E follow: semáforo dañado junto a la panadería.');
  followed = id;
  const visitor = await newPage(e2e.browser);
  await visitor.page.goto(`${e2e.server.url}/en/public/violations/approved/${id}`);
  const box = visitor.page.getByRole('region', { name: 'Follow this report' });
  await box.getByLabel('Your email').fill('neighbour@example.org');
  await box.getByRole('button', { name: 'Follow' }).click();
  await box.getByText('Check your email').waitFor();

  const confirm = await e2e.smtp.waitForMessage((m) => to('neighbour@example.org')(m) && /Confirm your/.test(m.headers.subject));
  const confirmLink = confirm.body.match(/https?:\/\/\S+\/en\/subscriptions\?type=confirm&token=\S+/)[0];
  await visitor.page.goto(local(confirmLink));
  await visitor.page.getByText('Subscription confirmed').waitFor();
  assert.deepEqual(await axe(visitor.page), [], 'axe on the confirmation page');

  const resolved = await api('reviewer_admin', 'POST', `/api/reports/${id}/resolution`, { resolved: true, note: 'Fixed by the city' });
  assert.equal(resolved.status, 200);
  const news = await e2e.smtp.waitForMessage((m) => to('neighbour@example.org')(m) && /was fixed/.test(m.headers.subject));
  assert.match(news.body, /Fixed by the city/);
  assert.equal(news.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
  assert.match(news.headers['list-unsubscribe'], /^<https?:\/\/\S+\/api\/unsubscribe\?token=\S+>$/);
  await new Promise((r) => setTimeout(r, 1500));
  assert.equal(e2e.smtp.messages.filter((m) => to('neighbour@example.org')(m) && /was fixed/.test(m.headers.subject)).length, 1, 'one email');

  // The unsubscribe link, opened in a browser with no session: the page asks, then ends it.
  const stranger = await newPage(e2e.browser);
  const unsubscribe = news.body.match(/Unsubscribe: (\S+)/)[1];
  await stranger.page.goto(local(unsubscribe));
  await stranger.page.getByText('Stop getting these emails?').waitFor();
  await stranger.page.getByRole('button', { name: 'Unsubscribe' }).click();
  await stranger.page.getByText('you will not get these emails any more').waitFor();
  const manage = news.body.match(/Manage your subscriptions: (\S+)/)[1];
  await stranger.page.goto(local(manage));
  await stranger.page.getByText('No subscriptions.').waitFor();
  await visitor.context.close();
  await stranger.context.close();
});

test('the public list finds a report by a word typed without its accent', async () => {
  const id = await publicReport('E2E search: un árbol caído bloquea la ciclovía.');
  const { page, context } = await newPage(e2e.browser);
  await page.goto(`${e2e.server.url}/es/public/violations/approved`);
  await page.getByLabel('Buscar').fill('arbol ciclovia');
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === 'arbol ciclovia');
  // The cards link to their reports: the one found, and not the other.
  await page.locator(`a[href$="/approved/${id}"]`).first().waitFor();
  assert.equal(await page.locator(`a[href$="/approved/${followed}"]`).count(), 0);
  await context.close();
});
