// The owner's neighborhoods page against the real binary: a bad GeoJSON file
// is refused with a line per bad feature; the sample boundaries import, the
// reports are assigned in the background and counted per neighborhood; a new
// report inside a boundary gets that neighborhood; axe in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const sample = resolve(here, '../../internal/demo/neighborhoods.geojson');
const photo = readFileSync(resolve(here, '../fixtures/pothole-exif.jpg'));
const path = '/dashboard/owner/neighbors';

const e2e = useServerAndBrowser({ own: true }); // counts the reports per neighborhood

async function signedInOwner(lang) {
  const session = await newPage(e2e.browser);
  if (lang === 'es') await session.context.addInitScript(() => window.localStorage.setItem('vecino.language', 'es'));
  const { email, password } = e2e.server.accounts.owner;
  const res = await session.context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } });
  assert.equal(res.status(), 200, 'sign-in as owner');
  await session.page.goto(e2e.server.url + path);
  return session;
}

// fileReport files a pothole at (lat, lng) as the demo reporter.
async function fileReport(lat, lng) {
  const { email, password } = e2e.server.accounts.reporter;
  const signin = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, remember_me: false }),
  });
  const { access_token: token } = await signin.json();
  const form = new FormData();
  for (const [k, v] of Object.entries({ category: 'road-infrastructure', type: 'pothole', description: 'A pothole inside Paulus Hook',
    latitude: String(lat), longitude: String(lng), occurred_at: new Date(Date.now() - 3_600_000).toISOString() })) form.set(k, v);
  form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'pothole.jpg');
  const res = await fetch(`${e2e.server.url}/api/reports`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  assert.equal(res.status, 201, await res.text());
}

// total reads the Total cell of a neighborhood's row.
async function total(page, name) {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  return Number(await row.getByRole('cell').nth(5).textContent());
}

// tooltips are the names the map's boundaries show under the pointer, sorted.
async function tooltips(page) {
  const map = page.getByRole('region', { name: 'Map of the neighborhood boundaries' });
  const names = [];
  for (const boundary of await map.locator('path.leaflet-interactive').all()) {
    await boundary.dispatchEvent('mouseover');
    names.push(await map.locator('.leaflet-tooltip').textContent());
    await boundary.dispatchEvent('mouseout');
    await map.locator('.leaflet-tooltip').waitFor({ state: 'detached' }); // after a 200 ms fade
  }
  return names.sort();
}

test('an owner imports boundaries, sees counts per neighborhood, and a new report gets its neighborhood', async () => {
  const { page, context, errors } = await signedInOwner();
  await page.getByRole('heading', { level: 1, name: 'Neighborhoods' }).waitFor();

  // A bad file: nothing imported, one line per bad feature.
  const dir = mkdtempSync(join(tmpdir(), 'vecino-geojson-'));
  const bad = join(dir, 'bad.geojson');
  writeFileSync(bad, JSON.stringify({ type: 'FeatureCollection', features: [
    { type: 'Feature', properties: { name: 'Open ring' }, geometry: { type: 'Polygon', coordinates: [[[-74, 40], [-74.1, 40], [-74.1, 40.1], [-74, 40.1]]] } },
    { type: 'Feature', properties: { name: 'Far away' }, geometry: { type: 'Polygon', coordinates: [[[-74, 40], [-74, 95], [-74.1, 40.1], [-74, 40]]] } },
  ] }));
  await page.getByLabel('GeoJSON file').setInputFiles(bad);
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByText('Nothing was imported. Fix these problems and try again:').waitFor();
  await page.getByText('Feature 1, boundary: a ring does not end where it starts').waitFor();
  await page.getByText('Feature 2, boundary: a point is outside longitude −180…180 or latitude −90…90').waitFor();
  assert.equal(await page.getByRole('rowheader', { name: 'Open ring' }).count(), 0);

  // The sample file (the demo already has its neighborhoods: they are updated).
  await page.getByLabel('GeoJSON file').setInputFiles(sample);
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByText('Imported: 0 new and 4 updated. Reports are being assigned to them.').waitFor();
  await page.getByText(/Every report was assigned to its neighborhood/).waitFor();
  await page.getByRole('region', { name: 'Map of the neighborhood boundaries' }).locator('path.leaflet-interactive').first().waitFor();
  assert.equal(await page.getByRole('region', { name: 'Map of the neighborhood boundaries' }).locator('path.leaflet-interactive').count(), 4);
  assert.deepEqual(await tooltips(page), ['Hamilton Park', 'Harsimus Cove', 'Paulus Hook', 'Van Vorst Park']);
  for (const name of ['Hamilton Park', 'Harsimus Cove', 'Van Vorst Park', 'Paulus Hook']) assert.equal(await total(page, name), 2, name);

  // A report filed inside Paulus Hook is counted there.
  await fileReport(40.7128, -74.0381);
  await page.reload();
  await page.getByRole('rowheader', { name: 'Paulus Hook', exact: true }).waitFor();
  assert.equal(await total(page, 'Paulus Hook'), 3);

  // Rename, then add and delete a neighborhood.
  await page.getByRole('button', { name: 'Rename Harsimus Cove' }).click();
  await page.getByLabel('English name').first().fill('Harsimus');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('rowheader', { name: 'Harsimus', exact: true }).waitFor();
  assert.deepEqual(await tooltips(page), ['Hamilton Park', 'Harsimus', 'Paulus Hook', 'Van Vorst Park'], 'the map says the new name');
  const add = page.getByRole('region', { name: 'Add a neighborhood' });
  await add.getByLabel('English name').fill('Bergen Hill');
  await add.getByLabel('Spanish name').fill('Colina Bergen');
  await add.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('rowheader', { name: 'Bergen Hill', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Delete Bergen Hill' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await page.getByRole('rowheader', { name: 'Bergen Hill', exact: true }).waitFor({ state: 'detached' });
  // The bad file's refusal is the one error the browser logs.
  assert.deepEqual(errors, ['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  await context.close();
});

for (const [lang, h1, row] of [['en', 'Neighborhoods', 'Paulus Hook'], ['es', 'Vecindarios', 'Parque Van Vorst']]) {
  test(`the neighborhoods page passes axe in ${lang}`, async () => {
    const { page, context, errors } = await signedInOwner(lang);
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    await page.getByRole('rowheader', { name: row, exact: true }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.deepEqual(await axe(page), [], `${path} in ${lang}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
