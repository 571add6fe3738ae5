// Departments against the real binary: the owner adds an email department
// (Spanish) and a routing rule, and checks the route tester; a pothole is
// approved; the delivery email reaches the department in Spanish with its
// signed link; a visitor follows the report; the department opens the link,
// without an account, and marks the report fixed; the reporter and the
// follower each get one email; the public report page shows the dated update
// and the resolved state in both languages; axe on each page. Then a 311
// department pointed at a second Vecino instance's Open311 endpoint gets its
// report in that instance's screening queue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../lib/server.mjs';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const photo = readFileSync(resolve(here, '../fixtures/pothole-exif.jpg'));

const e2e = useServerAndBrowser({ smtp: true });

const tokens = {};
async function api(role, method, path, body) {
  if (!tokens[role]) {
    const { email, password } = e2e.server.accounts[role];
    const res = await fetch(`${e2e.server.url}/api/auth/signin`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, remember_me: false }),
    });
    tokens[role] = (await res.json()).access_token;
  }
  const init = { method, headers: { Authorization: `Bearer ${tokens[role]}` } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(e2e.server.url + path, init);
  return { status: res.status, json: res.headers.get('content-type')?.includes('json') ? await res.json() : null };
}

// approvedPothole files a pothole as the demo reporter and takes it to approved as staff would.
async function approvedPothole(type = 'pothole', description = 'A deep pothole by the bus stop on Grove St') {
  const form = new FormData();
  for (const [k, v] of Object.entries({ category: 'road-infrastructure', type, description,
    address: '100 Grove St', latitude: '40.7191', longitude: '-74.0425', occurred_at: new Date(Date.now() - 3_600_000).toISOString() })) form.set(k, v);
  form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'pothole.jpg');
  const filed = await api('reporter', 'POST', '/api/reports', form);
  assert.equal(filed.status, 201, JSON.stringify(filed.json));
  const id = filed.json.id;
  for (let i = 0; ; i++) {
    const rep = await api('reviewer', 'GET', `/api/reports/${id}`);
    if (rep.json.photos.every((p) => p.state === 'ready')) break;
    assert.ok(i < 300, 'photo not processed');
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal((await api('reviewer', 'POST', `/api/reports/${id}/photos-check`, {})).status, 200);
  assert.equal((await api('reporter_admin', 'POST', `/api/reports/${id}/transitions`, { to: 'pending', expected_status: 'screening' })).status, 200);
  const approved = await api('reviewer', 'POST', `/api/reports/${id}/transitions`, { to: 'approved', expected_status: 'pending', note: 'Seen on site' });
  assert.equal(approved.status, 200, JSON.stringify(approved.json));
  return id;
}

test('an email department gets an approved report and marks it fixed through its link', async () => {
  const owner = await newPage(e2e.browser);
  const { email, password } = e2e.server.accounts.owner;
  assert.equal((await owner.context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } })).status(), 200);
  const page = owner.page;
  await page.goto(`${e2e.server.url}/dashboard/owner/departments`);
  await page.getByRole('heading', { level: 1, name: 'Departments' }).waitFor();
  await page.getByText('No departments yet. Add the first one below.').waitFor();

  const add = page.getByRole('region', { name: 'Add a department' });
  await add.getByLabel('Name').fill('Obras Públicas');
  await add.getByLabel('Contact emails').fill('obras@city.example');
  await add.getByLabel('Language of its emails').selectOption('es');
  await add.getByRole('button', { name: 'Add department' }).click();
  await page.getByText('Obras Públicas was saved.').waitFor();
  await page.getByRole('heading', { level: 3, name: 'Obras Públicas' }).waitFor();

  const rules = page.getByRole('region', { name: 'Routing rules' });
  await rules.getByLabel('Category').selectOption('road-infrastructure');
  await rules.getByLabel('Type').selectOption('pothole');
  await rules.getByLabel('Department').selectOption({ label: 'Obras Públicas' });
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await rules.getByRole('cell', { name: 'Road Conditions: Pothole' }).waitFor();

  // The tester: a pothole goes to the department; a cracked pavement, with no default, nowhere.
  const tester = page.getByRole('region', { name: 'Which department would get this?' });
  await tester.getByLabel('Category').selectOption('road-infrastructure');
  await tester.getByLabel('Type').selectOption('pothole');
  await tester.getByRole('button', { name: 'Check' }).click();
  await tester.getByText('It would go to Obras Públicas.').waitFor();
  await tester.getByLabel('Type').selectOption('cracked-pavement');
  await tester.getByRole('button', { name: 'Check' }).click();
  await tester.getByText('No department would get it: it would be marked unrouted.').waitFor();
  assert.deepEqual(await axe(page), [], 'departments page (en)');
  assert.deepEqual(owner.errors, []);
  await owner.context.close();

  // Approval delivers it: the email is in the department's language, with the signed link.
  const id = await approvedPothole();
  const mail = await e2e.smtp.waitForMessage((m) => m.to.includes('obras@city.example'));
  assert.match(mail.headers.subject, /Reporte de .*: Bache/);
  for (const want of ['Tipo: Bache', 'Lugar: 100 Grove St', 'A deep pothole by the bus stop', `/es/public/violations/approved/${id}`, 'INTERNO', 'Seen on site']) {
    assert.ok(mail.body.includes(want), `the department's email lacks ${want}:\n${mail.body}`);
  }
  const link = mail.body.match(/https?:\/\/\S+\/es\/department-update\/[0-9a-f-]+\?sig=[\w-]+/)?.[0];
  assert.ok(link, `no update link in:\n${mail.body}`);

  // A neighbour follows the report by email and confirms.
  const neighbour = await newPage(e2e.browser);
  await neighbour.page.goto(`${e2e.server.url}/en/public/violations/approved/${id}`);
  const follow = neighbour.page.getByRole('region', { name: 'Follow this report' });
  await follow.getByLabel('Your email').fill('vecina@example.org');
  await follow.getByRole('button', { name: 'Follow' }).click();
  await follow.getByText('Check your email').waitFor();
  const confirm = await e2e.smtp.waitForMessage((m) => m.to.includes('vecina@example.org') && /Confirm your/.test(m.headers.subject));
  const confirmLink = confirm.body.match(/https?:\/\/\S+\/en\/subscriptions\?type=confirm&token=\S+/)[0];
  await neighbour.page.goto(e2e.server.url + new URL(confirmLink).pathname + new URL(confirmLink).search);
  await neighbour.page.getByText('Subscription confirmed').waitFor();
  await neighbour.context.close();

  // The department, signed out, marks it fixed.
  const dept = await newPage(e2e.browser);
  await dept.page.goto(link.replace(/^https?:\/\/[^/]+/, e2e.server.url));
  await dept.page.getByRole('heading', { level: 1, name: 'Actualización del reporte' }).waitFor();
  await dept.page.getByText('Enviado a Obras Públicas').waitFor();
  await dept.page.getByText('100 Grove St').waitFor();
  assert.deepEqual(await axe(dept.page), [], 'department update page (es)');
  await dept.page.getByLabel('Resuelto').check();
  await dept.page.getByLabel('Nota (opcional; se muestra en el reporte público)').fill('Bache rellenado el lunes');
  await dept.page.getByRole('button', { name: 'Enviar actualización' }).click();
  await dept.page.getByText('Gracias: se registró la actualización.').waitFor();
  await dept.page.getByText('Este reporte está marcado como resuelto.').waitFor();
  // A link with a forged signature is refused.
  await dept.page.goto(link.replace(/^https?:\/\/[^/]+/, e2e.server.url).replace(/sig=[\w-]+/, 'sig=forged'));
  await dept.page.getByText('Este enlace no es válido. Use el enlace del correo tal como se envió.').waitFor();
  await dept.context.close();

  // The reporter and the follower each hear it once.
  const reporter = e2e.server.accounts.reporter.email;
  await e2e.smtp.waitForMessage((m) => m.to.includes(reporter) && /fixed|resuelto/i.test(m.headers.subject));
  await e2e.smtp.waitForMessage((m) => m.to.includes('vecina@example.org') && /was fixed/.test(m.headers.subject));
  await new Promise((r) => setTimeout(r, 1500)); // a duplicate would come within the queue's next polls
  const fixedMails = (address) => e2e.smtp.messages.filter((m) => m.to.includes(address) && /fixed|resuelto/i.test(m.headers.subject));
  assert.equal(fixedMails(reporter).length, 1, 'the reporter hears once');
  assert.equal(fixedMails('vecina@example.org').length, 1, 'the follower hears once');
  assert.match(fixedMails('vecina@example.org')[0].body, /Bache rellenado el lunes/);

  // The public report shows the dated update and its resolved state, in both languages.
  for (const [lang, title, kind] of [['es', 'Novedades de la ciudad', 'Resuelto'], ['en', 'Updates from the city', 'Fixed']]) {
    const visitor = await newPage(e2e.browser);
    await visitor.page.goto(`${e2e.server.url}/${lang}/public/violations/approved/${id}`);
    const updates = visitor.page.getByRole('region', { name: title });
    await updates.waitFor();
    await updates.getByText(kind, { exact: true }).waitFor();
    await updates.getByText('Bache rellenado el lunes').waitFor();
    await updates.getByText(/Obras Públicas, \S/).waitFor();
    await visitor.page.getByText(lang === 'es' ? 'Resuelto' : 'Resolved', { exact: true }).first().waitFor();
    assert.deepEqual(await axe(visitor.page), [], `public report with updates (${lang})`);
    await visitor.context.close();
  }

  // Staff see the delivery on the report.
  const deliveries = await api('reviewer', 'GET', `/api/reports/${id}/deliveries`);
  assert.equal(deliveries.json.at(-1).state, 'sent');
  assert.equal(deliveries.json.at(-1).department_name, 'Obras Públicas');
});

test('the departments page passes axe in Spanish, and a link without its signature is refused', async () => {
  const owner = await newPage(e2e.browser, { locale: 'es-ES' });
  await owner.context.addInitScript(() => window.localStorage.setItem('vecino.language', 'es'));
  const { email, password } = e2e.server.accounts.owner;
  assert.equal((await owner.context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } })).status(), 200);
  await owner.page.goto(`${e2e.server.url}/dashboard/owner/departments`);
  await owner.page.getByRole('heading', { level: 1, name: 'Departamentos' }).waitFor();
  await owner.page.getByRole('region', { name: 'Reglas de envío' }).waitFor();
  await owner.page.getByRole('region', { name: '¿Qué departamento lo recibiría?' }).waitFor();
  assert.equal(await owner.page.getAttribute('html', 'lang'), 'es');
  assert.deepEqual(await axe(owner.page), [], 'departments page (es)');
  assert.deepEqual(owner.errors, []);
  await owner.context.close();

  const visitor = await newPage(e2e.browser);
  await visitor.page.goto(`${e2e.server.url}/en/department-update/00000000-0000-0000-0000-000000000000`);
  await visitor.page.getByText('This link is not valid. Use the link in the email exactly as it was sent.').waitFor();
  assert.deepEqual(await axe(visitor.page), [], 'department update page without a signature (en)');
  assert.deepEqual(visitor.errors, [], 'nothing is asked without a signature');
  await visitor.context.close();
});

test('a 311 department pointed at a second Vecino instance gets its report in that instance\'s screening queue', async () => {
  const city = await startServer();
  try {
    const cityOwner = await fetch(`${city.url}/api/auth/signin`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: city.accounts.owner.email, password: city.accounts.owner.password, remember_me: false }),
    }).then((r) => r.json());
    const key = await fetch(`${city.url}/api/owner/api-keys`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cityOwner.access_token}` },
      body: JSON.stringify({ name: 'Vecino of the next town' }),
    }).then((r) => r.json());
    assert.match(key.secret, /^vk_/);

    // The owner connects the department in the browser, and routes cracked pavement to it.
    const owner = await newPage(e2e.browser);
    const { email, password } = e2e.server.accounts.owner;
    assert.equal((await owner.context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } })).status(), 200);
    const page = owner.page;
    await page.goto(`${e2e.server.url}/dashboard/owner/departments`);
    const add = page.getByRole('region', { name: 'Add a department' });
    await add.getByLabel('Name').fill('City 311');
    await add.getByLabel("Connect the city's 311 system (Open311 GeoReport v2)").check();
    await add.getByLabel('Base URL').fill(`${city.url}/open311/v2`);
    await add.getByLabel('API key').fill(key.secret);
    await add.getByRole('button', { name: 'Add department' }).click();
    await page.getByText('City 311 was saved.').waitFor();
    const rules = page.getByRole('region', { name: 'Routing rules' });
    await rules.getByLabel('Category').selectOption('road-infrastructure');
    await rules.getByLabel('Type').selectOption('cracked-pavement');
    await rules.getByLabel('Department').selectOption({ label: 'City 311' });
    await rules.getByRole('button', { name: 'Add rule' }).click();
    await rules.getByRole('cell', { name: /Cracked/ }).waitFor();
    assert.deepEqual(owner.errors, []);
    await owner.context.close();

    const id = await approvedPothole('cracked-pavement', 'E2E 311: the pavement is cracked across the crossing');
    let delivery;
    for (let i = 0; ; i++) {
      delivery = (await api('reviewer', 'GET', `/api/reports/${id}/deliveries`)).json.at(-1);
      if (delivery?.state === 'sent') break;
      assert.ok(i < 150 && delivery?.state !== 'failed', `delivery: ${JSON.stringify(delivery)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.equal(delivery.channel, 'open311');
    assert.ok(delivery.external_id, 'the 311 request id is kept');

    // The far end has it in screening, as a request filed through Open311.
    const cityAdmin = await fetch(`${city.url}/api/auth/signin`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: city.accounts.reporter_admin.email, password: city.accounts.reporter_admin.password, remember_me: false }),
    }).then((r) => r.json());
    const queue = await fetch(`${city.url}/api/reports?status=screening&limit=50`, { headers: { Authorization: `Bearer ${cityAdmin.access_token}` } }).then((r) => r.json());
    const items = queue.items ?? queue;
    assert.ok(items.some((r) => r.description.includes('E2E 311: the pavement is cracked')), 'the request is in the second instance\'s screening queue');
  } finally {
    await city.stop();
  }
});
