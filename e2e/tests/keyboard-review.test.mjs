// Keyboard-first screening: a reporter admin screens 10 reports on
// /dashboard/admin/screening without the mouse, in English and then in
// Spanish: ? shows the shortcuts, j and k move in the queue, a and f
// forward, r rejects (the first reason chosen and focused, an arrow picks
// another, Enter sends), p opens the photo check. The statuses are then
// read through the API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage } from '../lib/browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const photo = readFileSync(resolve(here, '../fixtures/pothole-exif.jpg'));
// The page's words in each language, from the app's own locale files.
const words = (lang) => {
  const [review, staff] = ['review', 'staff'].map((ns) => JSON.parse(readFileSync(resolve(here, `../../web/public/locales/${lang}/${ns}.json`), 'utf8')));
  return {
    forward: review.actions.forward.button, rejectTitle: review.actions.reject.title, rejected: review.actions.reject.done,
    hint: staff.shortcuts.hint, shortcuts: staff.shortcuts.title, decide: staff.shortcuts.actions.decide,
  };
};

const e2e = useServerAndBrowser({ own: true }); // its reports must form a run in the screening queue

const tokens = {};
async function api(role, method, path, body) {
  if (!tokens[role]) {
    const { email, password } = e2e.server.accounts[role];
    const res = await fetch(`${e2e.server.url}/api/auth/signin`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, remember_me: false }),
    });
    assert.equal(res.status, 200);
    tokens[role] = (await res.json()).access_token;
  }
  const res = await fetch(e2e.server.url + path, { method, headers: { Authorization: `Bearer ${tokens[role]}` }, body });
  return { status: res.status, body: await res.json().catch(() => null) };
}

// fileReport files a pothole as the demo reporter and waits for its photo's public copy.
async function fileReport(description) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ category: 'road-infrastructure', type: 'pothole', description, latitude: '40.7189', longitude: '-74.0412',
    address: 'Grove St & Newark Ave', occurred_at: new Date(Date.now() - 3_600_000).toISOString() })) form.set(k, v);
  form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'pothole.jpg');
  const res = await api('reporter', 'POST', '/api/reports', form);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  for (let i = 0; ; i++) {
    const { body } = await api('reporter', 'GET', `/api/reports/${res.body.id}`);
    if (body.photos.every((p) => p.state === 'ready')) return res.body.id;
    assert.ok(i < 300, `photos of ${res.body.id} not processed`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

for (const lang of ['en', 'es']) test(`a reporter admin screens 10 reports with the keyboard only (${lang})`, async () => {
  const w = words(lang);
  const ids = [];
  for (let i = 0; i < 10; i++) ids.push(await fileReport(`E2E keyboard ${lang} ${i}: a pothole screened without the mouse.`));
  // The demo reports' photos too (nearby ones show as duplicate hints, whose thumbnails answer 404 while processing).
  for (let i = 0; ; i++) {
    const { body } = await api('reporter_admin', 'GET', '/api/reports?limit=100');
    if (body.items.every((r) => r.photos.every((p) => p.state !== 'processing'))) break;
    assert.ok(i < 300, 'demo photos not processed');
    await new Promise((r) => setTimeout(r, 100));
  }

  const { page, context, errors } = await newPage(e2e.browser);
  await context.addInitScript((l) => window.localStorage.setItem('vecino.language', l), lang);
  const missing = [];
  page.on('response', (r) => { if (r.status() === 404) missing.push(new URL(r.url()).pathname); });
  // Photo requests in flight: a photo's signed URL names the report's status,
  // so one still on its way when the report moves on answers 404.
  const photosLoading = new Set();
  page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/media/')) photosLoading.add(r); });
  for (const done of ['requestfinished', 'requestfailed']) page.on(done, (r) => photosLoading.delete(r));
  const photosLoaded = async () => {
    // A lazily loaded photo is asked for a moment after it is drawn.
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; photosLoading.size > 0; i++) {
      assert.ok(i < 200, 'photos still loading after 20 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const { email, password } = e2e.server.accounts.reporter_admin;
  assert.equal((await context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } })).status(), 200);
  await page.goto(`${e2e.server.url}/dashboard/admin/screening?id=${ids[0]}`);
  const ready = async (i) => {
    await page.getByText(`E2E keyboard ${lang} ${i}:`).waitFor();
    await page.getByRole('button', { name: w.forward }).waitFor();
  };
  await ready(0);
  // The keys are shown on the page.
  await page.getByText(w.hint).waitFor();

  // ? opens the help sheet, an accessible dialog; Escape closes it.
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: w.shortcuts });
  await help.getByRole('cell', { name: w.decide }).waitFor();
  // While it is open, a key does nothing.
  await page.keyboard.press('j');
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached' });
  assert.equal(new URL(page.url()).searchParams.get('id'), ids[0]);

  // j and k move in the queue.
  await page.keyboard.press('j');
  await page.waitForURL((url) => url.searchParams.get('id') === ids[1]);
  await ready(1);
  await page.keyboard.press('k');
  await page.waitForURL((url) => url.searchParams.get('id') === ids[0]);

  for (let i = 0; i < 10; i++) {
    await ready(i);
    // As a screener would, look at the report's photo before deciding.
    await photosLoaded();
    if (i === 4) {
      // r: the rejection, its first reason chosen and focused; ArrowDown picks the next, Enter sends.
      await page.keyboard.press('r');
      const dialog = page.getByRole('dialog', { name: w.rejectTitle });
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'SELECT' && document.activeElement.value === 'duplicate');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByText(w.rejected).first().waitFor();
    } else if (i === 6) {
      // p: the photo check opens the first photo's public copy; Escape closes it, then a forwards.
      await page.keyboard.press('p');
      const lightbox = page.getByRole('dialog');
      await lightbox.waitFor();
      // The dialog listens for Escape once it has taken the focus (on a loaded machine, a moment after it shows).
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'detached' });
      await photosLoaded();
      await page.keyboard.press('a');
    } else {
      await page.keyboard.press(i === 8 ? 'f' : 'a');
    }
    await page.waitForURL((url) => url.searchParams.get('id') !== ids[i]);
  }

  for (const [i, id] of ids.entries()) {
    const { body } = await api('reporter_admin', 'GET', `/api/reports/${id}`);
    if (i === 4) {
      assert.equal(body.status, 'rejected');
      assert.equal(body.rejection?.reason_code, 'not_enough_evidence');
    } else {
      assert.equal(body.status, 'pending', `report ${i}`);
    }
  }
  // A duplicate hint drawn from the cache before its refetch may hold the
  // thumbnail URL signed while that report was in screening: once it moved
  // on, that URL answers 404 (the refetch brings a new one). Nothing else may fail.
  const staleThumb = (path) => /^\/media\/[^/]+\/thumb$/.test(path);
  assert.deepEqual(missing.filter((path) => !staleThumb(path)), []);
  assert.deepEqual(errors.filter((e) => !(missing.length > 0 && /status of 404/.test(e))), []);
  await context.close();
});
