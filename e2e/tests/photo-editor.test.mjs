// The photo editor against the real binary: an owner picks a demo photo from
// the owner's list, adds a blur box with the keyboard, previews and saves;
// the public copy anyone downloads changes and the original does not. A
// reporter_admin opens the editor from a report in screening. axe runs on
// the pages in English and Spanish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const e2e = useServerAndBrowser({ own: true }); // edits a demo photo; finds its report as the reporter's latest

const sha = (buf) => createHash('sha256').update(buf).digest('hex');

async function photoOf(context, token, photoId) {
  const res = await context.request.get(`${e2e.server.url}/api/photos/${photoId}/editor`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status(), 200);
  return (await res.json()).photo;
}

test('an owner blurs a region of a demo photo with the keyboard; the public copy changes, the original does not', async () => {
  const { page, context, errors } = await newPage(e2e.browser);
  const token = await e2e.server.signIn(context, 'owner');
  await page.goto(`${e2e.server.url}/dashboard/owner/photo-editor`);
  await page.getByRole('heading', { level: 1, name: 'Photo editor' }).waitFor();
  assert.deepEqual(await axe(page), [], 'axe on the photo list');
  const link = page.getByRole('link', { name: /^Photo 1 ·/ }).first();
  await link.click();
  await page.getByRole('heading', { level: 1, name: 'Edit photo' }).waitFor();
  const photoId = new URL(page.url()).pathname.split('/').pop();
  const before = await photoOf(context, token, photoId);
  const publicBefore = await context.request.get(e2e.server.url + before.url);
  const originalBefore = await context.request.get(e2e.server.url + before.original_url);
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
  const publicAfter = await context.request.get(e2e.server.url + after.url);
  assert.equal(publicAfter.status(), 200);
  assert.notEqual(sha(await publicAfter.body()), sha(await publicBefore.body()), 'the public copy changed');
  const originalAfter = await context.request.get(e2e.server.url + after.original_url);
  assert.equal(sha(await originalAfter.body()), sha(await originalBefore.body()), 'the original is untouched');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reporter_admin opens the editor from a report in screening, in Spanish', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { locale: 'es-ES' });
  const token = await e2e.server.signIn(context, 'reporter_admin');
  const me = await context.request.patch(`${e2e.server.url}/api/me`, { headers: { authorization: `Bearer ${token}` }, data: { preferred_language: 'es' } });
  assert.equal(me.status(), 200);
  const list = await context.request.get(`${e2e.server.url}/api/reports?status=screening&limit=50`, { headers: { authorization: `Bearer ${token}` } });
  const report = (await list.json()).items.find((r) => r.photos.some((p) => p.content_type.startsWith('image/')));
  assert.ok(report, 'a demo report in screening has a photo');
  await page.goto(`${e2e.server.url}/dashboard/admin/screening?id=${report.id}`);
  await page.getByRole('link', { name: 'Difuminar una cara o una placa en la foto 1' }).click();
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

// detail measures, in the page, the share of neighbouring pixels inside a
// box (fractions) of an image that differ by more than 8 levels: edges. A
// mosaic blur leaves only the edges between its blocks.
async function detail(page, src, box) {
  return page.evaluate(async ({ src, box }) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const x = Math.round((box.x + box.w / 4) * img.naturalWidth);
    const y = Math.round((box.y + box.h / 4) * img.naturalHeight);
    const w = Math.round((box.w / 2) * img.naturalWidth);
    const h = Math.round((box.h / 2) * img.naturalHeight);
    const data = ctx.getImageData(x, y, w, h).data;
    let edges = 0;
    for (let row = 0; row < h; row++) {
      for (let col = 0; col + 1 < w; col++) {
        const i = (row * w + col) * 4;
        if (Math.abs(data[i] - data[i + 4]) > 8) edges++;
      }
    }
    return edges / (h * (w - 1));
  }, { src, box });
}

test('a face filed by a reporter in the browser is blurred on the public page; the original stays as filed for staff', async (t) => {
  const face = readFileSync(new URL('../../internal/imaging/testdata/face.jpg', import.meta.url));
  const reporter = await newPage(e2e.browser);
  await e2e.server.signIn(reporter.context, 'reporter');
  await reporter.page.goto(`${e2e.server.url}/dashboard/upload/illegal-parking/double-parking`);
  await reporter.page.getByLabel('What happened?').fill('A driver parked across the crossing and stood by the car.');
  await reporter.page.getByLabel('Latitude').fill('40.7185');
  await reporter.page.getByLabel('Longitude').fill('-74.0412');
  await reporter.page.locator('input[type="file"][name="photos"]').setInputFiles({ name: 'driver.jpg', mimeType: 'image/jpeg', buffer: face });
  await reporter.page.getByRole('img', { name: 'Photo 1: driver.jpg' }).waitFor();
  await reporter.page.getByRole('button', { name: 'Send report' }).click();
  await reporter.page.getByRole('heading', { name: 'Thank you! Your report was sent' }).waitFor();
  const token = await e2e.server.signIn(reporter.context, 'reporter');
  const [filed] = (await (await reporter.context.request.get(`${e2e.server.url}/api/reports/mine?limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()).items;
  await reporter.context.close();

  // Screening shows the proposed box; the report goes through review.
  const staff = await newPage(e2e.browser);
  const adminToken = await e2e.server.signIn(staff.context, 'reporter_admin');
  const auth = (tk) => ({ headers: { authorization: `Bearer ${tk}` } });
  // The public copy and the proposed boxes are made by a background job.
  for (let i = 0; ; i++) {
    const rep = await (await staff.context.request.get(`${e2e.server.url}/api/reports/${filed.id}`, auth(adminToken))).json();
    if (rep.photos[0].state === 'ready') break;
    assert.ok(i < 300, 'the photo is processed within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const editor = await (await staff.context.request.get(`${e2e.server.url}/api/photos/${filed.photos[0].id}/editor`, auth(adminToken))).json();
  assert.equal(editor.auto.blur.length, 1, 'the face is proposed for blurring');
  await staff.page.goto(`${e2e.server.url}/dashboard/photos/${filed.photos[0].id}`);
  await staff.page.getByText('This is the automatic version: 1 face was found and blurred.').waitFor();
  await staff.page.getByRole('button', { name: 'Blur box 1 of 1' }).waitFor();
  const move = (tk, to, from) => staff.context.request.post(`${e2e.server.url}/api/reports/${filed.id}/transitions`, { ...auth(tk), data: { to, expected_status: from } });
  assert.equal((await move(adminToken, 'pending', 'screening')).status(), 200);
  const reviewerToken = await e2e.server.signIn(staff.context, 'reviewer');
  assert.equal((await move(reviewerToken, 'approved', 'pending')).status(), 409, 'approval waits for the photo check');
  assert.equal((await staff.context.request.post(`${e2e.server.url}/api/reports/${filed.id}/photos-check`, auth(reviewerToken))).status(), 200);
  assert.equal((await move(reviewerToken, 'approved', 'pending')).status(), 200);

  // A visitor's public page shows the blurred copy; staff's original is the file as filed.
  const visitor = await newPage(e2e.browser);
  await visitor.page.goto(`${e2e.server.url}/en/public/violations/approved/${filed.id}`);
  const shown = visitor.page.locator('main img[src*="/media/"]').first();
  await shown.waitFor();
  const publicSrc = await shown.getAttribute('src');
  const blurred = await detail(visitor.page, e2e.server.url + publicSrc, editor.auto.blur[0]);
  const staffView = await (await staff.context.request.get(`${e2e.server.url}/api/reports/${filed.id}`, auth(reviewerToken))).json();
  const original = await staff.context.request.get(e2e.server.url + staffView.photos[0].original_url);
  assert.equal(Buffer.compare(await original.body(), face), 0, 'the original is the file filed');
  await staff.page.goto(`${e2e.server.url}/dashboard/review`);
  const sharp = await detail(staff.page, e2e.server.url + staffView.photos[0].original_url, editor.auto.blur[0]);
  t.diagnostic(`edges in the middle of the face: original ${sharp.toFixed(3)}, public copy ${blurred.toFixed(3)}`);
  assert.ok(blurred < sharp / 2, `the public face keeps ${blurred.toFixed(3)} of edges against ${sharp.toFixed(3)}`);
  assert.deepEqual([...visitor.errors, ...staff.errors], []);
  await visitor.context.close();
  await staff.context.close();
});
