// The photo editor against the real binary: an owner picks a demo photo from
// the owner's list, adds a blur box with the keyboard, previews and saves;
// the public copy anyone downloads changes and the original does not. A
// reporter_admin opens the editor from a report in screening. axe runs on
// the pages in English and Spanish.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { launch, newPage, axe, answerTiles } from '../lib/browser.mjs';

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const sha = (buf) => createHash('sha256').update(buf).digest('hex');

async function photoOf(context, token, photoId) {
  const res = await context.request.get(`${server.url}/api/photos/${photoId}/editor`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status(), 200);
  return (await res.json()).photo;
}

test('an owner blurs a region of a demo photo with the keyboard; the public copy changes, the original does not', async () => {
  const { page, context, errors } = await newPage(browser);
  await answerTiles(context);
  const token = await server.signIn(context, 'owner');
  await page.goto(`${server.url}/dashboard/owner/photo-editor`);
  await page.getByRole('heading', { level: 1, name: 'Photo editor' }).waitFor();
  assert.deepEqual(await axe(page), [], 'axe on the photo list');
  const link = page.getByRole('link', { name: /^Photo 1 ·/ }).first();
  await link.click();
  await page.getByRole('heading', { level: 1, name: 'Edit photo' }).waitFor();
  const photoId = new URL(page.url()).pathname.split('/').pop();
  const before = await photoOf(context, token, photoId);
  const publicBefore = await context.request.get(server.url + before.url);
  const originalBefore = await context.request.get(server.url + before.original_url);
  assert.equal(publicBefore.status(), 200);

  await page.getByRole('img', { name: /The original photo/ }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.animate-spin'));
  assert.deepEqual(await axe(page), [], 'axe on the editor');
  await page.getByRole('button', { name: 'Add blur box' }).click();
  const box = page.getByRole('button', { name: /^Blur box \d+ of \d+$/ }).last();
  assert.equal(await box.evaluate((el) => el === document.activeElement), true, 'the new box takes the focus');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowRight');
  await page.getByText(/Box at 39% across, 40% down, 21% wide, 20% high\./).waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('img', { name: 'Preview of the public copy with these edits' }).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('The public copy was updated.').waitFor();
  await page.getByText(/saved an edit with \d+ blur box/).waitFor();

  const after = await photoOf(context, token, photoId);
  assert.equal(after.version, before.version + 1);
  assert.notEqual(after.url, before.url, 'the edited copy has a new URL');
  const publicAfter = await context.request.get(server.url + after.url);
  assert.equal(publicAfter.status(), 200);
  assert.notEqual(sha(await publicAfter.body()), sha(await publicBefore.body()), 'the public copy changed');
  const originalAfter = await context.request.get(server.url + after.original_url);
  assert.equal(sha(await originalAfter.body()), sha(await originalBefore.body()), 'the original is untouched');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reporter_admin opens the editor from a report in screening, in Spanish', async () => {
  const { page, context, errors } = await newPage(browser, { locale: 'es-ES' });
  await answerTiles(context);
  const token = await server.signIn(context, 'reporter_admin');
  const me = await context.request.patch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` }, data: { preferred_language: 'es' } });
  assert.equal(me.status(), 200);
  const list = await context.request.get(`${server.url}/api/reports?status=screening&limit=50`, { headers: { authorization: `Bearer ${token}` } });
  const report = (await list.json()).items.find((r) => r.photos.some((p) => p.content_type.startsWith('image/')));
  assert.ok(report, 'a demo report in screening has a photo');
  await page.goto(`${server.url}/dashboard/admin/screening?id=${report.id}`);
  await page.getByRole('link', { name: 'Difuminar o recortar la foto 1' }).click();
  await page.getByRole('heading', { level: 1, name: 'Editar foto' }).waitFor();
  await page.getByRole('img', { name: /La foto original/ }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.animate-spin'));
  assert.equal(await page.getAttribute('html', 'lang'), 'es');
  assert.deepEqual(await axe(page), [], 'axe on the editor (es)');
  await page.getByRole('button', { name: 'Volver', exact: true }).click();
  await page.waitForURL(/\/dashboard\/admin\/screening/);
  assert.deepEqual(errors, []);
  await context.close();
});
