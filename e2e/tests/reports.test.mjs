// Filing reports against the real binary: a reporter files a pothole report
// with a JPEG carrying EXIF GPS (the location is prefilled from it), sees it
// in My Violations in screening with its thumbnail, then files a
// renter-protection report in Spanish with a PDF; the street form also works
// at phone size. axe runs on every page of the reports feature, in both
// languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures');
const photo = resolve(fixtures, 'pothole-exif.jpg');
const pdf = resolve(fixtures, 'lease.pdf');

const e2e = useServerAndBrowser();

async function open(browserOptions = {}, role = 'reporter') {
  const session = await newPage(e2e.browser, browserOptions);
  await e2e.server.signIn(session.context, role);
  return session;
}

async function noAxeViolations(page, where) {
  assert.deepEqual(await axe(page), [], `axe violations on ${where}`);
}

const h1 = (page, name) => page.getByRole('heading', { level: 1, name });

// fillStreetForm fills a pothole report and chooses the EXIF photo.
async function fillStreetForm(page, text) {
  await page.getByLabel('What happened?').fill(text);
  await page.locator('input[type="file"][name="photos"]').setInputFiles(photo);
  await page.getByRole('img', { name: 'Photo 1: pothole-exif.jpg' }).waitFor();
}

test('a reporter files a pothole report; the photo gives the location; it shows in My Violations', async () => {
  const { page, context, errors } = await open();
  await page.goto(`${e2e.server.url}/dashboard/upload`);
  await h1(page, 'Upload a violation').waitFor();
  assert.equal(await page.getByRole('region', { name: 'Upload a violation' }).getByRole('listitem').count(), 14);
  await noAxeViolations(page, '/dashboard/upload (en)');

  await page.getByRole('link', { name: /Road Conditions/ }).click();
  await h1(page, 'Road Conditions').waitFor();
  await noAxeViolations(page, '/dashboard/upload/road-infrastructure (en)');

  await page.getByRole('link', { name: /Pothole/ }).click();
  await h1(page, 'Pothole').waitFor();
  await page.locator('.leaflet-container').waitFor();
  await fillStreetForm(page, 'A deep pothole in the right lane, about a metre wide.');

  // Prefilled from the photo's EXIF GPS, and the pin is on the map.
  await page.waitForFunction(() => document.querySelector('#location-latitude')?.value === '40.7191');
  assert.equal(await page.getByLabel('Longitude').inputValue(), '-74.0425');
  await page.locator('.leaflet-marker-icon').waitFor();
  assert.match(await page.getByLabel('When did it happen?').inputValue(), /^2025-03-14T\d\d:30$/);
  await noAxeViolations(page, 'the pothole form (en)');

  // Hold the answer back a moment so the progress bar can be seen.
  await page.route('**/api/reports', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send report' }).click();
  const total = page.getByRole('progressbar', { name: 'Total upload' });
  await total.waitFor();
  assert.match(await total.getAttribute('aria-valuenow'), /^\d{1,3}$/);
  await page.getByRole('progressbar', { name: 'Uploading pothole-exif.jpg' }).waitFor();

  await page.getByRole('heading', { name: 'Thank you! Your report was sent' }).waitFor();
  await noAxeViolations(page, 'the confirmation (en)');
  await page.getByRole('link', { name: 'See it in My Violations' }).click();
  await page.waitForURL(/\/dashboard\/violations\?highlight=/);
  const id = new URL(page.url()).searchParams.get('highlight');

  const card = page.locator(`article[aria-labelledby="report-${id}-title"]`);
  await card.waitFor();
  assert.match(await card.textContent(), /Pothole/);
  assert.match(await card.textContent(), /In screening/);
  const thumb = card.getByRole('img', { name: 'Photo of the report: Pothole' });
  await thumb.waitFor();
  await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await thumb.elementHandle());
  await noAxeViolations(page, '/dashboard/violations (en)');

  // The filter tabs narrow the list through the URL.
  await page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'In screening' }).click();
  await page.waitForURL(/status=screening/);
  await card.waitFor();

  await page.goto(`${e2e.server.url}/dashboard/reporter`);
  await h1(page, 'Reporter dashboard').waitFor();
  await page.getByRole('list', { name: 'By status' }).waitFor();
  await noAxeViolations(page, '/dashboard/reporter (en)');

  assert.deepEqual(errors, []);
  await context.close();
});

test('a reporter files a renter-protection report in Spanish with a PDF', async () => {
  const { page, context, errors } = await open();
  await page.goto(`${e2e.server.url}/dashboard/upload`);
  await h1(page, 'Upload a violation').waitFor();
  await page.getByRole('button', { name: 'Cambiar a español' }).click();
  await h1(page, 'Subir un reporte').waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'es');
  await noAxeViolations(page, '/dashboard/upload (es)');

  await page.getByRole('link', { name: /Protección al inquilino/ }).first().click();
  await page.waitForURL(/\/dashboard\/upload\/renter-protection$/);
  await noAxeViolations(page, '/dashboard/upload/renter-protection (es)');
  await page.getByRole('link', { name: /Represalias/ }).click();
  await h1(page, 'Represalias').waitFor();

  // Sent empty first: the errors are in Spanish, next to their fields.
  await page.getByRole('button', { name: 'Enviar reporte' }).click();
  await page.getByText('Escribe la dirección del edificio.').waitFor();
  await noAxeViolations(page, 'the renter form with errors (es)');

  await page.getByLabel('¿Qué pasó?').fill('Me subieron el alquiler después de quejarme por la calefacción.');
  await page.getByLabel('Dirección del edificio').fill('12 Elm St');
  await page.getByLabel('Unidad o apartamento (opcional)').fill('4B');
  await page.getByLabel('Arrendador o administrador del edificio (opcional)').fill('Acme Rentals');
  await page.locator('input[type="file"][name="photos"]').setInputFiles(pdf);
  await page.getByText('Documento 1').waitFor();
  await page.getByRole('button', { name: 'Enviar reporte' }).click();
  await page.getByRole('heading', { name: '¡Gracias! Enviamos tu reporte' }).waitFor();
  await noAxeViolations(page, 'the confirmation (es)');

  await page.getByRole('link', { name: 'Verlo en Mis reportes' }).click();
  const card = page.getByRole('article', { name: 'Represalias' }).first();
  await card.waitFor();
  assert.match(await card.textContent(), /En revisión inicial/);
  await noAxeViolations(page, '/dashboard/violations (es)');

  await page.goto(`${e2e.server.url}/dashboard/reporter`);
  await h1(page, 'Panel de residente').waitFor();
  await page.getByRole('list', { name: 'Por estado' }).waitFor();
  await noAxeViolations(page, '/dashboard/reporter (es)');

  assert.deepEqual(errors, []);
  await context.close();
});

// A report form opened directly comes drawn for a signed-in visitor (built
// per type and language: web/prerender.mjs, spa.go), in the language the app
// last showed in that browser; its code, catalog and translations load with
// the HTML, each once; the app hydrates the copy and the form works.
test('a report form comes drawn in the reporter\'s language before the app runs, and the app hydrates it', async () => {
  const form = '/dashboard/upload/road-infrastructure/pothole';
  const spanish = { name: 'vecino_lang', value: 'es', url: e2e.server.url };
  const still = await open({ javaScriptEnabled: false });
  await still.context.addCookies([spanish]);
  await still.page.goto(e2e.server.url + form);
  assert.equal((await still.page.locator('h1').innerText()).trim(), 'Bache');
  assert.equal(await still.page.getAttribute('html', 'lang'), 'es');
  await still.page.getByLabel('¿Qué pasó?').waitFor();
  await still.context.close();

  const { page, context, errors } = await open();
  await context.addCookies([spanish]);
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => { window.prerenderedHeading = document.querySelector('#root h1'); }));
  await page.goto(e2e.server.url + form);
  await h1(page, 'Bache').waitFor();
  assert.ok(await page.evaluate(() => window.prerenderedHeading?.isConnected && document.querySelector('#root h1') === window.prerenderedHeading), 'the copy is hydrated');
  await page.locator('.leaflet-container').waitFor();
  const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload][as=fetch], link[rel=modulepreload]')].map((l) => new URL(l.href).pathname));
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  for (const want of ['/api/catalog', '/locales/es/reports.json', '/locales/es/map.json']) assert.ok(preloaded.includes(want), `${want} is preloaded: ${preloaded}`);
  assert.ok(preloaded.some((p) => /\/assets\/street-report-form-/.test(p)), `the street form's code is preloaded: ${preloaded}`);
  for (const p of preloaded) assert.equal(fetched.filter((f) => f === p).length, 1, `${p} fetched once`);
  await page.getByLabel('¿Qué pasó?').fill('Un bache profundo en el carril derecho, frente a la escuela.');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the street form works on a phone-sized screen, typed address only', async () => {
  const { page, context, errors } = await open({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await page.goto(`${e2e.server.url}/dashboard/upload/illegal-parking/double-parking`);
  await h1(page, 'Double Parking').waitFor();
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  await noAxeViolations(page, 'the double-parking form at 375 px (en)');

  await fillStreetForm(page, 'A van double parked across the bike lane every morning.');
  // The photo's location arrives asynchronously: wait for it, so that
  // clearing it below is not undone half-way (a lone latitude is refused).
  await page.waitForFunction(() => document.querySelector('#location-latitude')?.value === '40.7191');
  // The map is never the only way: clear the photo's location and type an address.
  await page.getByLabel('Latitude').fill('');
  await page.getByLabel('Longitude').fill('');
  await page.getByLabel('Address or cross streets').fill('Grove St and Newark Ave');
  const plate = page.getByLabel('License plate (optional)');
  await plate.fill('abc-12 3');
  assert.equal(await plate.inputValue(), 'ABC123');
  await page.getByRole('button', { name: 'Send report' }).click();
  await page.getByRole('heading', { name: 'Thank you! Your report was sent' }).waitFor();

  await page.getByRole('link', { name: 'See it in My Violations' }).click();
  await page.getByRole('article', { name: 'Double Parking' }).first().waitFor();
  const overflowList = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflowList <= 0, `My Violations is ${overflowList}px wider than the screen`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('bike-lane is for reporters: others see it disabled and the form is Access Restricted', async () => {
  const { page, context } = await open({}, 'reviewer');
  await page.goto(`${e2e.server.url}/dashboard/upload`);
  await h1(page, 'Upload a violation').waitFor();
  assert.equal(await page.getByRole('link', { name: /Bike Lane Violation/ }).count(), 0);
  await page.getByText('Only reporter accounts can file this kind of report.').waitFor();
  await noAxeViolations(page, '/dashboard/upload as a reviewer (en)');
  await page.goto(`${e2e.server.url}/dashboard/upload/bike-lane`);
  await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
  await page.goto(`${e2e.server.url}/dashboard/upload/careless-driver/unsafe-lane-change`);
  await page.waitForURL(/\/careless-driver\/distracted-driving$/);
  await page.goto(`${e2e.server.url}/dashboard/upload/nope`);
  await h1(page, "We couldn't find that kind of report").waitFor();
  await noAxeViolations(page, 'the not-found state (en)');
  await context.close();
});

// tabTo presses Tab until the focused element matches `is` (evaluated in the
// page with the element), as someone on a keyboard would move through the page.
async function tabTo(page, is, what) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(is, await page.evaluateHandle(() => document.activeElement))) return;
  }
  assert.fail(`Tab never reached ${what}`);
}

test('a report is filed with the keyboard only, without touching the map', async () => {
  const { page, context, errors } = await open();
  await page.goto(`${e2e.server.url}/dashboard/upload`);
  await page.locator('h1').first().waitFor();
  await tabTo(page, (e) => e.getAttribute('href') === '/dashboard/upload/illegal-parking', 'the Illegal Parking category');
  await page.keyboard.press('Enter');
  await h1(page, 'Illegal Parking').waitFor();
  await tabTo(page, (e) => e.getAttribute('href') === '/dashboard/upload/illegal-parking/double-parking', 'the Double Parking type');
  await page.keyboard.press('Enter');
  await h1(page, 'Double Parking').waitFor();

  await tabTo(page, (e) => e.id === 'description', 'the description');
  await page.keyboard.type('Keyboard only: a delivery van double parked in the bike lane.');
  // Past the map and its buttons, to the typed coordinates and address.
  await tabTo(page, (e) => e.id === 'location-latitude', 'the latitude');
  await page.keyboard.type('40.7185');
  await page.keyboard.press('Tab');
  await page.keyboard.type('-74.0412');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Grove St and Newark Ave');
  // The photo through its button: Enter opens the file chooser (listened
  // for before, so that the browser is told to hand it over).
  const chosen = page.waitForEvent('filechooser');
  await tabTo(page, (e) => e.textContent?.trim() === 'Choose photos', 'the photo button');
  await page.keyboard.press('Enter');
  const chooser = await chosen;
  await chooser.setFiles({ name: 'van.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVQI12NoAAAAggCB3UNq9AAAAABJRU5ErkJggg==', 'base64') });
  await page.getByRole('img', { name: 'Photo 1: van.png' }).waitFor();
  await tabTo(page, (e) => e.getAttribute('type') === 'submit', 'Send report');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Thank you! Your report was sent' }).waitFor();

  const mine = await context.request.get(`${e2e.server.url}/api/reports/mine?limit=1`, {
    headers: { authorization: `Bearer ${await e2e.server.signIn(context, 'reporter')}` },
  });
  const [report] = (await mine.json()).items;
  assert.equal(report.description, 'Keyboard only: a delivery van double parked in the bike lane.');
  assert.equal(report.latitude, 40.7185);
  assert.equal(report.longitude, -74.0412);
  assert.equal(report.photos.length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the map picker: a click puts the pin there, a drag moves it, typed coordinates bring it into view, the button puts it at the centre', async () => {
  const { page, context, errors } = await open({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${e2e.server.url}/dashboard/upload/road-infrastructure/pothole`);
  await h1(page, 'Pothole').waitFor();
  const map = page.locator('.leaflet-container');
  await map.waitFor();
  await page.getByRole('button', { name: 'Zoom in', exact: true }).waitFor();
  await map.scrollIntoViewIfNeeded();
  const pin = page.locator('.leaflet-marker-icon');
  assert.equal(await pin.count(), 0, 'no pin before one is placed');
  const lat = page.getByLabel('Latitude');
  const lng = page.getByLabel('Longitude');
  const point = async () => [Number(await lat.inputValue()), Number(await lng.inputValue())];
  // tip is where the pin points: the middle of its icon's bottom edge.
  const tip = async () => { const b = await pin.boundingBox(); return { x: b.x + b.width / 2, y: b.y + b.height }; };

  // A click places the pin where it was clicked.
  const box = await map.boundingBox();
  await map.click({ position: { x: box.width / 2 - 100, y: box.height / 2 } });
  await pin.waitFor();
  assert.equal(await pin.getAttribute('alt'), 'Report location');
  const clicked = await point();
  assert.ok(clicked.every((v) => Number.isFinite(v) && v !== 0), `a click gives a point: ${clicked}`);
  const at = await tip();
  assert.ok(Math.abs(at.x - (box.x + box.width / 2 - 100)) <= 2 && Math.abs(at.y - (box.y + box.height / 2)) <= 2, `the pin is where the map was clicked: ${JSON.stringify(at)}`);

  // A drag down and to the right moves it south and east.
  const icon = await pin.boundingBox();
  await page.mouse.move(icon.x + icon.width / 2, icon.y + icon.height / 2);
  await page.mouse.down();
  await page.mouse.move(icon.x + icon.width / 2 + 80, icon.y + icon.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  await page.waitForFunction(([la]) => Number(document.querySelector('#location-latitude')?.value) < la, clicked);
  const dragged = await point();
  assert.ok(dragged[0] < clicked[0] && dragged[1] > clicked[1], `dragged from ${clicked} to ${dragged}`);

  // Typed coordinates outside the view: the map follows the pin.
  await lat.fill('40.8');
  await lng.fill('-73.9');
  await lng.press('Tab');
  await page.waitForFunction(() => {
    const m = document.querySelector('.leaflet-container').getBoundingClientRect();
    const p = document.querySelector('.leaflet-marker-icon')?.getBoundingClientRect();
    return p && !document.querySelector('.leaflet-zoom-anim') && p.left >= m.left && p.right <= m.right && p.top >= m.top && p.bottom <= m.bottom;
  });

  // The centre button (the keyboard's way, after the arrow keys) puts it in the middle.
  await page.getByRole('button', { name: "Put the pin at the map's centre" }).click();
  await page.waitForFunction(() => {
    const m = document.querySelector('.leaflet-container').getBoundingClientRect();
    const p = document.querySelector('.leaflet-marker-icon').getBoundingClientRect();
    return Math.abs(p.left + p.width / 2 - (m.left + m.width / 2)) <= 2 && Math.abs(p.bottom - (m.top + m.height / 2)) <= 2;
  });
  assert.deepEqual(errors, []);
  await context.close();
});
