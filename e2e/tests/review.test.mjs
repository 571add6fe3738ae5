// Screening, review and the public record against the real binary: the demo
// reporter files a report (through the API); the demo reporter admin forwards
// it on /dashboard/admin/screening; the demo reviewer approves it on
// /dashboard/review/pending; it then shows on the public list (both
// languages) and as a marker on the map; the reporter sees 'approved' and got
// the email. Two reviewers acting on one report: the second gets the
// translated conflict message. axe runs on every page of the review and
// public-record features, in English and Spanish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const photo = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/pothole-exif.jpg'));
const plainPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVQI12NoAAAAggCB3UNq9AAAAABJRU5ErkJggg==', 'base64');

const e2e = useServerAndBrowser({ smtp: true });

// token signs in through the API once per role and returns its access token.
const tokens = {};
async function token(role) {
  if (tokens[role]) return tokens[role];
  const { email, password } = e2e.server.accounts[role];
  const res = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, remember_me: false }),
  });
  const text = await res.text();
  assert.equal(res.status, 200, `sign-in as ${role}: ${text}`);
  tokens[role] = JSON.parse(text).access_token;
  return tokens[role];
}

async function api(role, method, path, body) {
  const res = await fetch(e2e.server.url + path, {
    method,
    headers: { Authorization: `Bearer ${await token(role)}`, ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

// fileReport files a pothole report as the demo reporter and returns its id.
async function fileReport(description, { lat = 40.7189, lng = -74.0412 } = {}) {
  const form = new FormData();
  // lat null: an address only, as when no geocoder could place it.
  const point = lat === null ? {} : { latitude: String(lat), longitude: String(lng) };
  for (const [k, v] of Object.entries({ category: 'road-infrastructure', type: 'pothole', description, ...point,
    address: 'Grove St & Newark Ave', occurred_at: new Date(Date.now() - 3_600_000).toISOString() })) form.set(k, v);
  // The fixture photo carries GPS, which would place the report: an address-only one gets a plain PNG.
  if (lat === null) form.append('photos', new Blob([plainPng], { type: 'image/png' }), 'pothole.png');
  else form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'pothole.jpg');
  const res = await api('reporter', 'POST', '/api/reports', form);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  // The public copy is made by a background job: wait until it is there.
  for (let i = 0; ; i++) {
    const { body } = await api('reporter', 'GET', `/api/reports/${res.body.id}`);
    if (body.photos.every((p) => p.state === 'ready')) break;
    assert.ok(i < 300, `photos of ${res.body.id} not processed: ${JSON.stringify(body.photos)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return res.body.id;
}

// open starts a browser context signed in as role (none for the public), in lang.
async function open(role, { lang = 'en', viewport } = {}) {
  const session = await newPage(e2e.browser, viewport ? { viewport } : {});
  if (lang === 'es') await session.context.addInitScript(() => window.localStorage.setItem('vecino.language', 'es'));
  session.failed = [];
  session.page.on('response', (r) => { if (r.status() >= 500) session.failed.push(new URL(r.url()).pathname); });
  if (role) {
    const { email, password } = e2e.server.accounts[role];
    const res = await session.context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } });
    assert.equal(res.status(), 200);
  }
  return session;
}

// consoleErrors is what the browser logged; any server error fails the test.
function consoleErrors(session) {
  assert.deepEqual(session.failed, [], 'server errors');
  return session.errors;
}

async function noAxeViolations(page, where) {
  assert.deepEqual(await axe(page), [], `axe violations on ${where}`);
}

const h1 = (page, name) => page.getByRole('heading', { level: 1, name });

test('a report travels from screening to the public record, and the reporter is told', async () => {
  const id = await fileReport('E2E pipeline: a pothole that swallows bike wheels near the corner.');

  // The reporter admin forwards it from the screening page.
  const admin = await open('reporter_admin');
  await admin.page.goto(`${e2e.server.url}/dashboard/admin/screening?id=${id}`);
  await admin.page.getByText('E2E pipeline: a pothole').waitFor();
  const nav = admin.page.getByRole('navigation', { name: 'Queue navigation' });
  await nav.getByText('3/3').waitFor();
  assert.equal(await nav.getByRole('button', { name: 'Next violation' }).isDisabled(), true);
  assert.equal(await nav.getByRole('button', { name: 'Previous violation' }).isEnabled(), true);
  assert.equal(await admin.page.evaluate(() => sessionStorage.getItem('vecino.lastScreeningId')), id);
  await admin.page.getByText('Demo Reporter').first().waitFor();
  // The demo pothole a few metres away is a duplicate hint.
  const dups = admin.page.getByRole('region', { name: 'Possible duplicates' });
  await dups.getByRole('link').first().waitFor();
  await admin.page.getByRole('button', { name: 'Forward to review' }).click();
  await admin.page.getByText('Forwarded to review.').waitFor();
  await admin.page.waitForURL((url) => url.searchParams.get('id') !== id);
  assert.deepEqual(consoleErrors(admin), []);
  await admin.context.close();

  // The reviewer approves it from the pending page.
  const reviewer = await open('reviewer');
  await reviewer.page.goto(`${e2e.server.url}/dashboard/review/pending?id=${id}`);
  await reviewer.page.getByText('E2E pipeline: a pothole').waitFor();
  await reviewer.page.getByRole('navigation', { name: 'Queue navigation' }).getByText('3/3').waitFor();
  // Approving before looking at the photos is refused, and says why.
  await reviewer.page.getByRole('button', { name: 'Approve' }).click();
  await reviewer.page.getByRole('alert').filter({ hasText: 'Check the photos before approving' }).first().waitFor();
  await reviewer.page.getByRole('button', { name: 'Photos checked' }).click();
  await reviewer.page.getByText(/Photos checked by Demo Reviewer on /).waitFor();
  await reviewer.page.getByRole('button', { name: 'Approve' }).click();
  await reviewer.page.getByText('Report approved and published.').waitFor();
  assert.equal(await reviewer.page.evaluate(() => sessionStorage.getItem('vecino.lastPendingId')) !== null, true);
  assert.deepEqual(consoleErrors(reviewer).filter((e) => !/status of 409/.test(e)), [], 'only the refused approval');
  await reviewer.context.close();

  // It is public: on the list in both languages, and as a marker on the map.
  const visitor = await open(null);
  for (const [lang, title] of [['en', 'Pothole'], ['es', 'Bache']]) {
    await visitor.page.goto(`${e2e.server.url}/${lang}/public/violations/approved`);
    const link = visitor.page.locator(`a[href="/${lang}/public/violations/approved/${id}"]`);
    await link.waitFor();
    assert.equal((await link.textContent()).trim(), title);
  }
  await visitor.page.goto(`${e2e.server.url}/en/public/violations/approved/${id}`);
  await visitor.page.getByText('E2E pipeline: a pothole').waitFor();
  assert.equal(await visitor.page.getByText('Demo Reporter').count(), 0);
  await visitor.page.goto(`${e2e.server.url}/en/map`);
  await visitor.page.locator(`a[href="/en/public/violations/approved/${id}"]`).waitFor();
  const markers = visitor.page.locator('.leaflet-marker-icon[title^="Pothole"]');
  await markers.first().waitFor();
  assert.ok((await markers.count()) >= 1);
  await markers.first().click();
  await visitor.page.waitForURL(/\/en\/public\/violations\/approved\//);
  assert.deepEqual(consoleErrors(visitor), []);
  await visitor.context.close();

  // The reporter sees it approved, and was emailed.
  const mine = await api('reporter', 'GET', '/api/reports/mine');
  assert.equal(mine.body.items.find((r) => r.id === id)?.status, 'approved');
  const mail = await e2e.smtp.waitForMessage((m) => m.to.includes(e2e.server.accounts.reporter.email) && /approved/i.test(m.headers.subject ?? ''));
  assert.match(mail.body, /now public on the map/);
});

test('two reviewers decide on one report: the second is told, in Spanish, that someone else changed it', async () => {
  const id = await fileReport('E2E conflict: a pothole two reviewers look at together.', { lat: 40.7150, lng: -74.0470 });
  assert.equal((await api('reporter_admin', 'POST', `/api/reports/${id}/transitions`, { to: 'pending', expected_status: 'screening' })).status, 200);
  assert.equal((await api('reviewer', 'POST', `/api/reports/${id}/photos-check`)).status, 200);

  const first = await open('reviewer');
  const second = await open('reviewer', { lang: 'es' });
  for (const { page } of [first, second]) await page.goto(`${e2e.server.url}/dashboard/review/pending?id=${id}`);
  await first.page.getByText('E2E conflict').waitFor();
  await second.page.getByText('E2E conflict').waitFor();

  // The second reviewer starts a rejection; meanwhile the first approves.
  await second.page.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = second.page.getByRole('dialog', { name: 'Rechazar este reporte' });
  await dialog.getByLabel('Motivo').selectOption('duplicate');
  await first.page.getByRole('button', { name: 'Approve' }).click();
  await first.page.getByText('Report approved and published.').waitFor();
  await dialog.getByRole('button', { name: 'Rechazar reporte' }).click();

  await second.page.getByRole('alert').filter({ hasText: 'Otra persona cambió este reporte' }).first().waitFor();
  await second.page.getByText('Este reporte ya no está en esta cola: ahora está en estado Aprobado.').waitFor();
  assert.equal((await api('reviewer', 'GET', `/api/reports/${id}`)).body.status, 'approved');
  assert.deepEqual(consoleErrors(first), []);
  assert.deepEqual(consoleErrors(second).filter((e) => !/status of 409/.test(e)), []);
  await first.context.close();
  await second.context.close();
});

// pages lists every page the two features build, with the role that sees it and its heading per language.
function pages(ids) {
  return [
    ['reporter_admin', '/dashboard/admin', 'Reporter admin', 'Equipo de revisión inicial'],
    ['reporter_admin', '/dashboard/admin/dashboard', 'Admin dashboard', 'Panel de revisión inicial'],
    ['reporter_admin', `/dashboard/admin/screening?id=${ids.screening}`, 'Screening', 'Revisión inicial'],
    ['reporter_admin', '/dashboard/admin/all-violations', 'All violations', 'Todos los reportes'],
    ['reporter_admin', `/dashboard/admin/all-violations/${ids.screening}`, 'Report', 'Reporte'],
    ['reporter_admin', '/dashboard/admin/reports', 'Reports', 'Reportes'],
    ['reporter_admin', '/dashboard/admin/reports-management', 'Reports management', 'Gestión de reportes'],
    ['reporter_admin', '/dashboard/admin/documentation', 'Screening guidelines', 'Guía de la revisión inicial'],
    ['reviewer', '/dashboard/review', 'Review', 'Revisión'],
    ['reviewer', '/dashboard/review/dashboard', 'Reviewer dashboard', 'Panel de revisión'],
    ['reviewer', '/dashboard/review/pending', 'Pending review', 'Pendientes de revisión'],
    ['reviewer_admin', '/dashboard/review-admin', 'Review admin', 'Coordinación de revisión'],
    ['reviewer_admin', '/dashboard/review-admin/dashboard', 'Review admin dashboard', 'Panel de coordinación de revisión'],
    ['reviewer_admin', '/dashboard/review-admin/approved', 'Approved reports', 'Reportes aprobados'],
    ['reviewer_admin', `/dashboard/violations/approved/${ids.approved}`, 'Approved violation', 'Reporte aprobado'],
    [null, '/{lang}/public/violations/approved', 'Approved reports', 'Reportes aprobados'],
    [null, `/{lang}/public/violations/approved/${ids.approved}`, 'Approved report', 'Reporte aprobado'],
    [null, '/{lang}/map', 'Map of reports', 'Mapa de reportes'],
  ];
}

test('every page of screening, review and the public record passes axe, in English and Spanish', async () => {
  const screening = (await api('reporter_admin', 'GET', '/api/reports/first?status=screening')).body.id;
  const approved = (await api('reviewer', 'GET', '/api/reports?status=approved&limit=1')).body.items[0].id;
  for (const lang of ['en', 'es']) {
    const sessions = {};
    for (const [role, path, en, es] of pages({ screening, approved })) {
      const key = role ?? 'public';
      sessions[key] ??= await open(role, { lang });
      const { page } = sessions[key];
      await page.goto(e2e.server.url + path.replace('{lang}', lang));
      await h1(page, lang === 'en' ? en : es).waitFor();
      // Wait until nothing is loading any more (the event stream keeps the network busy, so not networkidle).
      await page.waitForFunction(() => document.querySelectorAll('.animate-spin').length === 0);
      await page.waitForTimeout(300);
      await noAxeViolations(page, `${path} (${lang})`);
    }
    // The zoomable photo viewer and a decision dialog.
    const { page } = sessions.reporter_admin;
    await page.goto(`${e2e.server.url}/dashboard/admin/screening?id=${screening}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Zoom in on photo 1' : 'Ampliar la foto 1' }).click();
    await page.getByRole('dialog').waitFor();
    await noAxeViolations(page, `photo viewer (${lang})`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: lang === 'en' ? 'Reject' : 'Rechazar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: lang === 'en' ? 'Reject report' : 'Rechazar reporte' }).click();
    await page.getByRole('dialog').getByText(lang === 'en' ? 'This is required.' : 'Este campo es obligatorio.').waitFor();
    await noAxeViolations(page, `reject dialog with an error (${lang})`);
    for (const s of Object.values(sessions)) {
      assert.deepEqual(consoleErrors(s), [], `console errors (${lang})`);
      await s.context.close();
    }
  }
});

test('every list of reports opens a detail page the viewer may see: the reporter from My Violations, staff from All Violations', async () => {
  const id = await fileReport('E2E detail: the reporter opens this pothole from My Violations.');

  // The reporter: My Violations links to their own report, with its photo, map point and history.
  const reporter = await open('reporter');
  await reporter.page.goto(`${e2e.server.url}/dashboard/violations`);
  await reporter.page.locator(`a[href="/dashboard/violations/${id}"]`).click();
  await h1(reporter.page, 'My report').waitFor();
  await reporter.page.getByText('E2E detail: the reporter opens').waitFor();
  await reporter.page.getByRole('button', { name: 'Open photo 1 of 1' }).waitFor();
  await reporter.page.getByText('Latitude 40.71890, longitude -74.04120').waitFor();
  await reporter.page.getByText('Filed (Screening)').waitFor();
  assert.equal(await reporter.page.getByRole('button', { name: 'Forward to review' }).count(), 0, 'no staff actions for the reporter');
  await reporter.page.waitForFunction(() => document.querySelectorAll('.animate-spin').length === 0);
  await noAxeViolations(reporter.page, 'my report');
  // Someone else's report is not shown.
  const other = (await api('reporter_admin', 'GET', '/api/reports?status=approved&limit=5')).body.items.find((r) => r.reporter?.name !== 'Demo Reporter');
  if (other) {
    await reporter.page.goto(`${e2e.server.url}/dashboard/violations/${other.id}`);
    await reporter.page.getByText("This report doesn't exist or you can't see it.").waitFor();
  }
  assert.deepEqual(consoleErrors(reporter).filter((e) => !/status of 40[34]/.test(e)), []);
  await reporter.context.close();

  // The reporter admin: the row of All Violations opens it, and its detail page offers their moves.
  const admin = await open('reporter_admin');
  await admin.page.goto(`${e2e.server.url}/dashboard/admin/all-violations`);
  await admin.page.locator(`a[href*="${id}"]`).first().click();
  await admin.page.getByText('E2E detail: the reporter opens').waitFor();
  await admin.page.goto(`${e2e.server.url}/dashboard/admin/all-violations/${id}`);
  await admin.page.getByRole('button', { name: 'Forward to review' }).waitFor();
  await admin.page.getByText('Filed (Screening)').waitFor();
  assert.deepEqual(consoleErrors(admin), []);
  await admin.context.close();
});

test('the screening page works on a phone-sized screen', async () => {
  const session = await open('reporter_admin', { viewport: { width: 375, height: 800 } });
  const { page, context } = session;
  await page.goto(`${e2e.server.url}/dashboard/admin/screening`);
  await page.waitForURL(/\?id=/);
  await page.getByRole('navigation', { name: 'Queue navigation' }).getByText(/^\d+\/\d+$/).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
  await noAxeViolations(page, 'screening at 375 px');
  assert.deepEqual(consoleErrors(session), []);
  await context.close();
});

test('a report with only an address is placed on the map by a reviewer (keyboard, typed coordinates) before it can be approved', async () => {
  const id = await fileReport('E2E placing: pothole reported by address only.', { lat: null });
  assert.equal((await api('reporter_admin', 'POST', `/api/reports/${id}/transitions`, { to: 'pending', expected_status: 'screening' })).status, 200);
  const refused = await api('reviewer', 'POST', `/api/reports/${id}/transitions`, { to: 'approved', expected_status: 'pending' });
  assert.equal(refused.status, 400, 'approved without a map point');

  const reviewer = await open('reviewer', { lang: 'es' });
  const { page } = reviewer;
  await page.goto(`${e2e.server.url}/dashboard/review/pending?id=${id}`);
  await page.getByText('E2E placing: pothole').waitFor();
  await page.getByText('Aún sin punto en el mapa').waitFor();
  await noAxeViolations(page, 'placing a report (es)');
  await page.getByLabel('Latitud', { exact: true }).focus();
  await page.keyboard.type('40,7195');
  await page.keyboard.press('Tab');
  await page.keyboard.type('-74.0420');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // Guardar el punto
  // In Spanish: i18next once read the {{lng}} placeholder as a language and fell back to English.
  await page.getByText('Latitud 40.71950, longitud -74.04200').waitFor();
  await page.getByRole('button', { name: 'Fotos revisadas' }).click();
  await page.getByText(/Fotos revisadas por Demo Reviewer el /).waitFor();
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await page.getByText('Reporte aprobado y publicado.').waitFor();
  assert.deepEqual(consoleErrors(reviewer), []);
  await reviewer.context.close();

  const geo = await (await fetch(`${e2e.server.url}/api/public/reports.geojson`)).json();
  const feature = geo.features.find((f) => f.id === id || f.properties?.id === id);
  assert.ok(feature, 'the placed report is not on the public map data');
  assert.deepEqual(feature.geometry.coordinates.map((c) => Number(c.toFixed(4))), [-74.042, 40.7195]);
});

test('an approved renter-protection report\'s email, in English and in Spanish, says nothing of the map or the public and gives no address', async () => {
  for (const lang of ['en', 'es']) {
    assert.equal((await api('reporter', 'PATCH', '/api/me', { preferred_language: lang })).status, 200);
    const form = new FormData();
    for (const [k, v] of Object.entries({ category: 'renter-protection', type: 'illegal-lockouts', description: `E2E renter ${lang}: the landlord changed the lock without notice`,
      building_address: '77 Willow Ave', unit: '4C', landlord_name: 'Acme Rentals', started_at: new Date(Date.now() - 48 * 3_600_000).toISOString() })) form.set(k, v);
    form.append('photos', new Blob([Buffer.from('%PDF-1.7\n%e2e\n')], { type: 'application/pdf' }), 'notice.pdf');
    const filed = await api('reporter', 'POST', '/api/reports', form);
    assert.equal(filed.status, 201, JSON.stringify(filed.body));
    const id = filed.body.id;
    assert.equal((await api('reporter_admin', 'POST', `/api/reports/${id}/transitions`, { to: 'pending', expected_status: 'screening' })).status, 200);
    const approved = await api('reviewer', 'POST', `/api/reports/${id}/transitions`, { to: 'approved', expected_status: 'pending' });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const mail = await e2e.smtp.waitForMessage((m) => m.to.includes(e2e.server.accounts.reporter.email)
      && (lang === 'en' ? /was accepted/ : /fue aceptado/).test(m.headers.subject ?? ''));
    const text = `${mail.headers.subject}\n${mail.body}`;
    // It may say that such reports are never published; never that this one is public, nor where.
    for (const banned of lang === 'en' ? [/\bmap\b/i, /is (now )?public/i, /77 Willow/, /\b4C\b/] : [/\bmapa\b/i, /es p[úu]blico/i, /77 Willow/, /\b4C\b/]) {
      assert.doesNotMatch(text, banned, `the ${lang} renter email:\n${text}`);
    }
  }
  assert.equal((await api('reporter', 'PATCH', '/api/me', { preferred_language: 'en' })).status, 200);
});
