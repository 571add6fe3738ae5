// The renter-protection assistant against the real binary: a visitor goes
// through the illegal-lockouts conversation (branching, going back, changing
// an answer), is asked to sign up, signs up and files the draft with the
// answers intact; staff see the report, the public record never does. In
// Spanish, the same conversation by keyboard alone on a 360 px phone, and
// signing out forgets the conversation kept in the tab. axe runs on every
// chat page in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const e2e = useServerAndBrowser({ own: true }); // turns renter_chat off

const tokens = {};
async function api(role, method, path, body) {
  if (!tokens[role]) {
    const { email, password } = e2e.server.accounts[role];
    const res = await fetch(`${e2e.server.url}/api/auth/signin`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, remember_me: false }) });
    tokens[role] = (await res.json()).access_token;
  }
  const res = await fetch(e2e.server.url + path, { method, headers: { Authorization: `Bearer ${tokens[role]}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
}

async function noAxeViolations(page, where) {
  assert.deepEqual(await axe(page), [], `axe violations on ${where}`);
}

const h1 = (page, name) => page.getByRole('heading', { level: 1, name });
const log = (page) => page.getByRole('log');
const stored = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('vecino.draft.')));

test('a visitor completes the lockout conversation, signs up and files it; staff see it, the public never does', async () => {
  const { page, context, errors } = await newPage(e2e.browser);
  await page.goto(`${e2e.server.url}/en/chat/renter-protection`);
  await h1(page, 'Renter-protection assistant').waitFor();
  await page.getByRole('list', { name: 'Assistants' }).getByRole('listitem').first().waitFor();
  assert.equal(await page.getByRole('list', { name: 'Assistants' }).getByRole('listitem').count(), 10);
  await noAxeViolations(page, '/en/chat/renter-protection');
  // Header-only shell: no footer.
  assert.equal(await page.getByRole('contentinfo').count(), 0);

  await page.getByRole('link', { name: /Illegal Lockout/ }).click();
  await h1(page, 'Illegal Lockout').waitFor();
  await page.getByText('General information, not legal advice').waitFor();
  await page.getByText('Question 1 of about').waitFor();
  await noAxeViolations(page, '/en/chat/renter-protection/illegal-lockouts');
  // No placeholder contact on a fresh install: a plain line instead.
  await page.getByText('No local contact is listed here yet.', { exact: false }).waitFor();
  assert.equal(await page.getByText(/555 01|example\.(org|gov)/).count(), 0);

  // The urgent branch comes first when it is happening now.
  await page.getByRole('button', { name: 'Yes, right now' }).click();
  await log(page).getByText('First, your safety.').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Changed the locks' }).click();
  assert.equal(await page.getByRole('button', { name: 'Changed the locks' }).getAttribute('aria-pressed'), 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Your answer', { exact: true }).fill('The landlord changed the lock while I was at work and left my things in the hall.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByLabel('Your answer', { exact: true }).fill('2026-01-10');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByLabel('Your answer', { exact: true }).fill('15 Hidden Lane');
  await page.getByRole('button', { name: 'Send' }).click();
  // Back, then forward again: the answer is offered again.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  assert.equal(await page.getByLabel('Your answer', { exact: true }).inputValue(), '15 Hidden Lane');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: 'Skip' }).click(); // unit
  await page.getByLabel('Your answer', { exact: true }).fill('Acme Rentals');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: 'Not yet' }).click();
  await page.getByRole('button', { name: 'Photos or videos' }).click();
  await noAxeViolations(page, 'the conversation, midway (en)');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Your report draft' }).waitFor();
  await page.getByText('All questions answered').waitFor();
  // Change an earlier answer: the unit.
  await page.getByRole('button', { name: /Change your answer to: What is your apartment or unit number/ }).click();
  await page.getByLabel('Your answer', { exact: true }).fill('2R');
  await page.getByRole('button', { name: 'Send' }).click();
  // The later answers are kept: straight back to the draft, the single-choice "Not yet" included.
  await page.getByText('All questions answered').waitFor();
  await log(page).getByText('Not yet').waitFor();
  await log(page).getByText('January 10, 2026').waitFor(); // the date answer, as English writes it
  const letter = page.locator('pre');
  await letter.getByText('Dear Acme Rentals,').waitFor();
  assert.match(await letter.textContent(), /15 Hidden Lane, unit 2R/);
  await page.getByText('To file this report, sign in or create an account.').waitFor();
  await noAxeViolations(page, 'the draft (en, signed out)');
  assert.deepEqual(await stored(page), ['vecino.draft.chat.illegal-lockouts']);
  // Kept in this browser, not only this tab.
  const other = await context.newPage();
  await other.goto(`${e2e.server.url}/en/chat/renter-protection/illegal-lockouts`);
  await other.getByText('All questions answered').waitFor();
  await other.close();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await h1(page, 'Create your account').waitFor();
  await page.getByLabel('Email').fill('tenant.e2e@example.com');
  await page.getByLabel('Password', { exact: true }).fill('locked-out-tenant-2031');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Tenant');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back at the assistant with every answer: the draft is now the report form.
  await page.waitForURL(`${e2e.server.url}/en/chat/renter-protection/illegal-lockouts`);
  const description = page.getByLabel('What happened?', { exact: true });
  await description.waitFor();
  assert.match(await description.inputValue(), /changed the lock while I was at work/);
  assert.match(await description.inputValue(), /Locked out right now: Yes, right now/);
  assert.equal(await page.getByLabel('Building address').inputValue(), '15 Hidden Lane');
  assert.equal(await page.getByLabel('Unit or apartment (optional)').inputValue(), '2R');
  await noAxeViolations(page, 'the draft form (en, signed in)');
  await page.getByRole('button', { name: 'Send report' }).click();
  await page.getByText('Your report was filed.').waitFor();
  assert.deepEqual(await stored(page), []);

  // Staff see it; move it all the way to approved: still never public.
  const list = JSON.parse((await api('reporter_admin', 'GET', '/api/reports?status=screening&category=renter-protection')).text);
  const report = list.items.find((r) => r.building_address === '15 Hidden Lane');
  assert.ok(report, 'staff do not see the tenant report');
  assert.equal(report.unit, '2R');
  assert.equal((await api('reporter_admin', 'POST', `/api/reports/${report.id}/transitions`, { to: 'pending', expected_status: 'screening' })).status, 200);
  assert.equal((await api('reviewer', 'POST', `/api/reports/${report.id}/transitions`, { to: 'approved', expected_status: 'pending' })).status, 200);
  for (const path of ['/api/public/reports', '/api/public/reports.csv', '/api/public/reports.geojson', `/api/public/reports/${report.id}`,
    '/api/public/clusters?bbox=-180,-90,180,90', '/open311/v2/requests.json']) {
    const body = await (await fetch(e2e.server.url + path)).text();
    assert.ok(!body.includes('Hidden Lane') && !body.includes(report.id), `${path} shows the tenant report`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('en español, solo con el teclado, en un teléfono de 360 px; cerrar sesión olvida la conversación', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { locale: 'es-MX', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { email, password } = e2e.server.accounts.reporter;
  assert.equal((await context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } })).status(), 200);
  await page.goto(`${e2e.server.url}/es/chat/renter-protection`);
  await h1(page, 'Asistente de protección al inquilino').waitFor();
  await noAxeViolations(page, '/es/chat/renter-protection');
  await page.goto(`${e2e.server.url}/es/chat/renter-protection/illegal-lockouts`);
  await h1(page, 'Desalojo ilegal o cambio de cerradura').waitFor();
  await page.getByText('Información general, no asesoría legal').waitFor();
  await noAxeViolations(page, '/es/chat/renter-protection/illegal-lockouts');
  const wide = await page.evaluate(() => {
    const over = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > 360.5);
    return { width: document.documentElement.scrollWidth, over: over.slice(0, 3).map((el) => `${el.tagName}.${el.className}`.slice(0, 120)) };
  });
  assert.ok(wide.width <= 360, `the page is ${wide.width}px wide on a 360px phone: ${wide.over.join(' | ')}`);

  // Keyboard only: Tab to the first quick reply, then each answer moves focus to the next question's controls.
  const first = page.getByRole('button', { name: 'No, ya pasó o me amenazaron con hacerlo' });
  for (let i = 0; i < 60 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await log(page).getByText('¿Qué hizo el arrendador o el administrador?').waitFor();
  await page.keyboard.press('Enter'); // Cambió la cerradura
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // Continuar
  await page.getByLabel('Tu respuesta', { exact: true }).waitFor();
  await page.keyboard.type('Me cambiaron la cerradura sin aviso.');
  await page.keyboard.press('Tab'); // Enviar
  await page.keyboard.press('Enter');
  await log(page).getByText('¿Cuándo empezó?').waitFor();
  assert.deepEqual(await stored(page), ['vecino.draft.chat.illegal-lockouts']);
  await noAxeViolations(page, 'the conversation (es, phone)');

  // The dashboard variant and the agents page share the implementation (on a wide screen, where the sidebar shows).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${e2e.server.url}/dashboard/agents`);
  await h1(page, 'Asistentes').waitFor();
  await noAxeViolations(page, '/dashboard/agents (es)');
  await page.getByRole('link', { name: /Desalojo ilegal/ }).click();
  await page.waitForURL(`${e2e.server.url}/dashboard/chat/renter-protection/illegal-lockouts`);
  await log(page).getByText('¿Cuándo empezó?').waitFor();
  await noAxeViolations(page, '/dashboard/chat/renter-protection/illegal-lockouts (es)');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL(`${e2e.server.url}/es/auth`);
  assert.deepEqual(await stored(page), [], 'signing out must forget the conversation');
  assert.deepEqual(errors, []);
  await context.close();
});

test('en español, una visitante termina la conversación, crea su cuenta y presenta el reporte con sus respuestas', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { locale: 'es-MX' });
  await page.goto(`${e2e.server.url}/es/chat/renter-protection/illegal-lockouts`);
  await h1(page, 'Desalojo ilegal o cambio de cerradura').waitFor();
  await page.getByRole('button', { name: 'No, ya pasó o me amenazaron con hacerlo' }).click();
  await page.getByRole('button', { name: 'Sacó mis cosas' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const answer = page.getByLabel('Tu respuesta', { exact: true });
  for (const text of ['El arrendador sacó mis muebles a la calle mientras yo trabajaba.', '2026-02-03', 'Calle Escondida 27']) {
    await answer.fill(text);
    await page.getByRole('button', { name: 'Enviar' }).click();
  }
  await answer.fill('4B');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('button', { name: 'Omitir' }).click(); // landlord
  await page.getByRole('button', { name: 'Sí, por escrito' }).click();
  await page.getByRole('button', { name: 'Cartas o avisos' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByText('Para presentar este reporte, inicia sesión o crea una cuenta.', { exact: false }).waitFor();
  await noAxeViolations(page, 'the draft (es, signed out)');

  await page.getByRole('link', { name: 'Crear una cuenta' }).click();
  await h1(page, 'Crea tu cuenta').waitFor();
  await page.getByLabel('Correo electrónico').fill('inquilina.e2e@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('sin-llave-en-casa-2031');
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido').fill('Inquilina');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await page.waitForURL(`${e2e.server.url}/es/chat/renter-protection/illegal-lockouts`);
  const description = page.getByLabel('¿Qué pasó?', { exact: true });
  await description.waitFor();
  assert.match(await description.inputValue(), /sacó mis muebles a la calle/);
  assert.equal(await page.getByLabel('Dirección del edificio', { exact: true }).inputValue(), 'Calle Escondida 27');
  assert.equal(await page.getByLabel('Unidad o apartamento (opcional)', { exact: true }).inputValue(), '4B');
  await noAxeViolations(page, 'the draft form (es, signed in)');
  await page.getByRole('button', { name: 'Enviar reporte' }).click();
  await page.getByText('Tu reporte se presentó.', { exact: false }).waitFor();
  assert.deepEqual(await stored(page), []);

  const list = JSON.parse((await api('reporter_admin', 'GET', '/api/reports?status=screening&category=renter-protection')).text);
  const report = list.items.find((r) => r.building_address === 'Calle Escondida 27');
  assert.ok(report, 'staff do not see the Spanish tenant report');
  assert.equal(report.unit, '4B');
  assert.match(report.description, /sacó mis muebles/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('"Forget my answers" removes the conversation from the browser at once', async () => {
  const { page, context, errors } = await newPage(e2e.browser);
  await page.goto(`${e2e.server.url}/en/chat/renter-protection/illegal-lockouts`);
  await page.getByRole('button', { name: 'No, it already happened or was threatened' }).click();
  assert.deepEqual(await stored(page), ['vecino.draft.chat.illegal-lockouts']);
  await page.getByText('kept in this browser, on this device, for 30 days', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Forget my answers' }).click();
  await page.getByRole('status').getByText('Your answers were removed from this browser.').waitFor();
  assert.deepEqual(await stored(page), []);
  await page.getByText('Question 1 of about').waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Yes, right now' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Forget my answers' }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an owner replaces the assistant resources and the conversation lists them; with renter_chat off visitors get a clear page', async () => {
  const { page, context, errors } = await newPage(e2e.browser);
  const { email, password } = e2e.server.accounts.owner;
  assert.equal((await context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } })).status(), 200);
  await page.goto(`${e2e.server.url}/dashboard/owner/chat-resources`);
  await h1(page, 'Assistant resources').waitFor();
  // A fresh install lists no contact (no placeholder): tenants are told to look for legal aid near them.
  await page.getByText('None yet: tenants see no contact', { exact: false }).waitFor();
  await noAxeViolations(page, '/dashboard/owner/chat-resources');

  // Keyboard: add a resource; its name field has the focus.
  await page.getByRole('button', { name: 'Add a resource' }).focus();
  await page.keyboard.press('Enter');
  // The last resource is the new one (its legend follows the name typed).
  const added = page.getByRole('group', { name: /^Resource \d+: / }).last();
  await page.keyboard.type('Harbor Tenants Union');
  await added.getByLabel('Description in English').fill('Organizers who help tenants who were locked out.');
  await added.getByLabel('Description in Spanish').fill('Organizadores que ayudan a inquilinos a quienes dejaron fuera.');
  await added.getByLabel('Web address').fill('harbor.example');
  await added.getByLabel('Languages spoken').fill('es, en');
  await added.getByRole('checkbox', { name: 'Illegal Lockout' }).check();
  await page.getByRole('button', { name: 'Save resources' }).click();
  await page.getByRole('alert').getByText('Fix the 1 marked field, then save again.').waitFor();
  assert.equal(await added.getByLabel('Web address').evaluate((el) => el === document.activeElement), true);
  await noAxeViolations(page, 'the resources page with an error');
  await added.getByLabel('Web address').fill('https://tenants.harbor.example');
  await page.getByRole('button', { name: 'Save resources' }).click();
  await page.getByText("Your city's list").waitFor();

  await page.goto(`${e2e.server.url}/es/chat/renter-protection/illegal-lockouts`);
  await page.getByText('Harbor Tenants Union', { exact: true }).waitFor();
  await page.getByText('Organizadores que ayudan a inquilinos a quienes dejaron fuera.').waitFor();
  await page.goto(`${e2e.server.url}/en/chat/renter-protection/retaliation`);
  await h1(page, /Retaliation/).waitFor();
  assert.equal(await page.getByText('Harbor Tenants Union').count(), 0, 'a lockout resource is shown for retaliation');
  await page.getByText('No local contact is listed here yet.', { exact: false }).waitFor();

  assert.equal((await api('owner', 'PUT', '/api/owner/flags/renter_chat', { enabled: false })).status, 200);
  const visitor = await newPage(e2e.browser, { locale: 'es-MX' });
  await visitor.page.goto(`${e2e.server.url}/es/chat/renter-protection/illegal-lockouts`);
  await h1(visitor.page, 'El asistente de protección al inquilino no está disponible').waitFor();
  await noAxeViolations(visitor.page, 'the chat while renter_chat is off (es)');
  assert.equal((await fetch(`${e2e.server.url}/api/chat/assistants`)).status, 404);
  assert.equal((await api('owner', 'PUT', '/api/owner/flags/renter_chat', { enabled: true })).status, 200);
  assert.deepEqual(visitor.errors.filter((e) => !e.includes('404')), []);
  await visitor.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});
