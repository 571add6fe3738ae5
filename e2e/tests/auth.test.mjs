// Accounts, sessions and roles against the real binary: sign-up in Spanish
// then sign-out; sign-in with "remember me" (a persistent refresh cookie,
// and a reload keeps the session without the sign-in page); password
// recovery through the mail caught by an in-process SMTP server; a reporter
// refused the owner area; an owner granting a role and reading the audit
// log. axe runs on the auth page (both languages, every mode) and on the
// owner pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const e2e = useServerAndBrowser({ smtp: true });

const h1 = (page, name) => page.getByRole('heading', { level: 1, name });
const day = 24 * 60 * 60;

async function noAxeViolations(page, where) {
  assert.deepEqual(await axe(page), [], `axe violations on ${where}`);
}

// Failed requests the test causes on purpose (a spent reset link: 400, a
// wrong password: 401) are logged by Chromium as console errors; anything
// else is a bug.
const unexpected = (errors) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[01]/.test(e));

// signInWithForm signs in through the page at /en/auth (or where it already is).
async function signInWithForm(page, { email, password }, { remember = false, lang = 'en' } = {}) {
  if (!new URL(page.url()).pathname.endsWith('/auth')) await page.goto(`${e2e.server.url}/${lang}/auth`);
  const labels = lang === 'es'
    ? { email: 'Correo electrónico', password: 'Contraseña', remember: 'Recordarme', submit: 'Iniciar sesión' }
    : { email: 'Email', password: 'Password', remember: 'Remember me', submit: 'Log in' };
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: labels.remember }).check();
  await page.getByRole('main').getByRole('button', { name: labels.submit }).click();
}

test('signed in, the profile language is the interface language: the interface, Settings and the profile agree', async () => {
  // The demo reviewer's profile is English; signing in at /es/auth gives an English dashboard.
  const { page, context } = await newPage(e2e.browser, { locale: 'es-MX' });
  await signInWithForm(page, e2e.server.accounts.reviewer, { lang: 'es' });
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await h1(page, 'Dashboard').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await page.goto(`${e2e.server.url}/dashboard/settings`);
  assert.equal(await page.getByRole('radio', { name: 'English' }).isChecked(), true);
  // Switching to Spanish saves it to the profile: a new sign-in, in an English browser, is Spanish.
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me' && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Cambiar a español' }).click();
  await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
  assert.equal((await (await saved).json()).preferred_language, 'es');
  await context.close();

  const english = await newPage(e2e.browser, { locale: 'en-US' });
  await signInWithForm(english.page, e2e.server.accounts.reviewer);
  await english.page.waitForURL((url) => url.pathname === '/dashboard');
  await h1(english.page, 'Panel').waitFor();
  // Put it back for the other tests.
  const back = english.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me' && r.request().method() === 'PATCH');
  await english.page.getByRole('button', { name: 'Switch to English' }).click();
  assert.equal((await (await back).json()).preferred_language, 'en');
  await english.context.close();
});

test('the auth page passes axe in both languages, in every mode, at phone size too', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { viewport: { width: 375, height: 800 } });
  const pages = [
    ['/en/auth', 'Log in', 'Email'],
    ['/es/auth', 'Iniciar sesión', 'Correo electrónico'],
    ['/en/auth?signup=true', 'Create your account', 'First name'],
    ['/es/auth?signup=true', 'Crea tu cuenta', 'Nombre'],
    ['/en/auth?type=recovery', 'Reset your password', 'Email'],
    ['/es/auth?type=recovery', 'Restablece tu contraseña', 'Correo electrónico'],
    ['/en/auth?type=recovery&token=not-a-real-token', 'Reset your password', 'New password'],
    ['/es/auth?type=recovery&token=not-a-real-token', 'Restablece tu contraseña', 'Nueva contraseña'],
    ['/en/register', 'Create your account', 'Last name'],
  ];
  for (const [path, title, field] of pages) {
    await page.goto(e2e.server.url + path);
    await h1(page, title).waitFor();
    await page.getByLabel(field, { exact: true }).waitFor();
    await noAxeViolations(page, path);
  }
  // The errors as shown after a failed submit pass too.
  await page.goto(`${e2e.server.url}/es/auth?signup=true`);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByText('Escribe tu correo electrónico.').waitFor();
  await noAxeViolations(page, 'sign-up with errors');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a resident signs up in Spanish, confirms the emailed link in another tab, lands on the dashboard, signs out and lands on sign-in', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { locale: 'es-MX' });
  await page.goto(`${e2e.server.url}/es/auth?signup=true`);
  await h1(page, 'Crea tu cuenta').waitFor();
  assert.equal(await page.getByRole('combobox', { name: 'Idioma preferido' }).inputValue(), 'es');
  await page.getByLabel('Correo electrónico').fill('lucia.e2e@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('banqueta-rota-2031');
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellido').fill('Hernández');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // No sign-in before the address is confirmed: the tab waits, the email is in Spanish.
  await page.getByRole('heading', { level: 2, name: 'Revisa tu correo' }).waitFor();
  await noAxeViolations(page, 'check your email (es)');
  const mail = await e2e.smtp.waitForMessage((m) => m.to.includes('lucia.e2e@example.com'));
  assert.match(mail.headers.subject, /Confirma tu correo/);
  const link = mail.body.match(/https?:\/\/\S+\/es\/auth\?type=confirm&token=[\w-]+/)?.[0];
  assert.ok(link, `no confirmation link in: ${mail.body}`);
  await page.getByRole('button', { name: 'Ya confirmé: continuar' }).click();
  await page.getByText('Tu correo aún no está confirmado.', { exact: false }).waitFor();

  const other = await context.newPage();
  await other.goto(link.replace(/^https?:\/\/[^/]+/, e2e.server.url));
  await other.getByRole('heading', { level: 2, name: 'Correo confirmado' }).waitFor();
  await noAxeViolations(other, 'email confirmed (es)');
  await other.goto(link.replace(/^https?:\/\/[^/]+/, e2e.server.url));
  await other.getByText('Este enlace de confirmación no es válido, ya se usó o venció.').waitFor();
  await noAxeViolations(other, 'a spent confirmation link (es)');
  await other.close();

  await page.getByRole('button', { name: 'Ya confirmé: continuar' }).click();
  await page.waitForURL(`${e2e.server.url}/dashboard`);
  await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'es');
  const me = await page.evaluate(() => document.cookie);
  assert.match(me, /vecino_session=1/);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL(`${e2e.server.url}/es/auth`);
  await h1(page, 'Iniciar sesión').waitFor();
  assert.equal((await context.cookies()).some((c) => c.name === 'vecino_refresh'), false, 'the refresh cookie outlived sign-out');
  // Signed out for real: the dashboard asks to sign in again.
  await page.goto(`${e2e.server.url}/dashboard`);
  await page.waitForURL(`${e2e.server.url}/es/auth`);
  // The two sign-ins refused before the confirmation are the browser's only complaints.
  assert.deepEqual(errors.filter((e) => !e.includes('status of 403')), []);
  await context.close();
});

test('remember me makes the refresh cookie persistent; a reload keeps the session without the sign-in page', async () => {
  const { page, context, errors } = await newPage(e2e.browser);
  // Without remember me: a browser-session cookie.
  await signInWithForm(page, e2e.server.accounts.reviewer);
  await page.waitForURL(`${e2e.server.url}/dashboard`);
  const sessionCookie = (await context.cookies()).find((c) => c.name === 'vecino_refresh');
  assert.ok(sessionCookie, 'no refresh cookie after sign-in');
  assert.equal(sessionCookie.expires, -1, 'without remember me the cookie must end with the browser');
  assert.equal(sessionCookie.httpOnly, true);
  assert.equal(sessionCookie.sameSite, 'Strict');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${e2e.server.url}/en/auth`);
  await signInWithForm(page, e2e.server.accounts.reviewer, { remember: true });
  await page.waitForURL(`${e2e.server.url}/dashboard`);
  const cookie = (await context.cookies()).find((c) => c.name === 'vecino_refresh');
  const now = Date.now() / 1000;
  assert.ok(cookie.expires > now + 29 * day && cookie.expires < now + 31 * day, `cookie expires in ${(cookie.expires - now) / day} days`);

  await page.goto(`${e2e.server.url}/dashboard/violations`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  const seen = [];
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname); });
  await page.reload();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/dashboard/violations');
  assert.equal(await page.getByLabel('Password').count(), 0);
  assert.deepEqual(seen.filter((p) => p.includes('auth')), [], 'the sign-in page showed during the reload');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a forgotten password is reset through the emailed link', async () => {
  const { page, context, errors } = await newPage(e2e.browser);
  const account = e2e.server.accounts.reviewer_admin;
  await page.goto(`${e2e.server.url}/en/auth`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await h1(page, 'Reset your password').waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('heading', { level: 2, name: 'Check your email' }).waitFor();
  await noAxeViolations(page, 'recovery sent');

  const mail = await e2e.smtp.waitForMessage((m) => m.to.includes(account.email));
  assert.equal(mail.from, 'noreply@vecino.test');
  const link = mail.body.match(/https?:\/\/\S+\/en\/auth\?type=recovery&token=\S+/)?.[0];
  assert.ok(link, `no recovery link in the email:\n${mail.body}`);
  const { pathname, search } = new URL(link);
  await page.goto(e2e.server.url + pathname + search);
  await page.getByLabel('New password', { exact: true }).fill('a-fresh-street-2031');
  await page.getByLabel('Confirm new password').fill('a-fresh-street-2031');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('heading', { level: 2, name: 'Password changed' }).waitFor();
  await noAxeViolations(page, 'password changed');

  // The link works once.
  await page.goto(e2e.server.url + pathname + search);
  await page.getByLabel('New password', { exact: true }).fill('another-street-2031');
  await page.getByLabel('Confirm new password').fill('another-street-2031');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('alert').filter({ hasText: 'This reset link is invalid, was already used or has expired.' }).waitFor();

  await page.getByRole('alert').getByRole('link', { name: 'Request a new link' }).waitFor();
  await page.goto(`${e2e.server.url}/en/auth`);
  await signInWithForm(page, account);
  await page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('a-fresh-street-2031');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${e2e.server.url}/dashboard`);
  assert.deepEqual(unexpected(errors), []);
  await context.close();
});

test('a reporter opening the owner area sees Access Restricted', async () => {
  const { page, context, errors } = await newPage(e2e.browser);
  await signInWithForm(page, e2e.server.accounts.reporter);
  await page.waitForURL(`${e2e.server.url}/dashboard`);
  await page.goto(`${e2e.server.url}/dashboard/owner`);
  await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
  await page
    .getByText("You don't have permission to access this page. This area requires additional privileges that are not associated with your account.")
    .waitFor();
  await page.getByRole('button', { name: 'Go Back' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('an owner grants the reporter the reviewer role; the change is in the audit log; the owner pages pass axe', async () => {
  const { page, context, errors } = await newPage(e2e.browser);
  const reporter = e2e.server.accounts.reporter;
  await signInWithForm(page, e2e.server.accounts.owner);
  await page.waitForURL(`${e2e.server.url}/dashboard`);

  await page.goto(`${e2e.server.url}/dashboard/owner`);
  await page.getByRole('navigation', { name: 'Owner tools' }).getByRole('link', { name: /Users/ }).click();
  await h1(page, 'Users').waitFor();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('demo.vecino.city');
  const reporterRow = page.getByRole('listitem').filter({ has: page.getByText(reporter.email, { exact: true }) });
  await reporterRow.waitFor();
  await noAxeViolations(page, 'owner users');
  await reporterRow.getByRole('button', { name: /^Disable / }).click();
  await page.getByRole('alertdialog').waitFor();
  await noAxeViolations(page, 'disable dialog');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await reporterRow.getByRole('link', { name: /^Manage roles of / }).click();
  await h1(page, 'Role management').waitFor();
  const reviewer = page.getByRole('switch', { name: 'Reviewer', exact: true });
  await reviewer.waitFor();
  assert.equal(await reviewer.getAttribute('aria-checked'), 'false');
  await noAxeViolations(page, 'role management');
  await reviewer.click();
  await page.getByText(/now has the Reviewer role\./).waitFor();
  assert.equal(await reviewer.getAttribute('aria-checked'), 'true');
  await page.getByRole('region', { name: /^Role changes for / }).getByText(`granted Reviewer to ${reporter.email}`, { exact: false }).waitFor();

  // The server agrees: the reporter now has the reviewer role.
  const signin = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: reporter.email, password: reporter.password, remember_me: false }),
  });
  assert.deepEqual((await signin.json()).user.roles.sort(), ['reporter', 'reviewer']);

  // In Spanish too.
  await page.evaluate(() => localStorage.setItem('vecino.language', 'es'));
  const spanish = [
    ['/dashboard/owner', 'Responsable del sistema', page.getByRole('navigation', { name: 'Herramientas de responsable del sistema' })],
    ['/dashboard/owner/users', 'Usuarios', page.getByText(reporter.email, { exact: true })],
    ['/dashboard/owner/role-management', 'Gestión de roles', page.getByText(`le dio el rol Revisor/a a ${reporter.email}`, { exact: false })],
  ];
  for (const [path, title, ready] of spanish) {
    await page.goto(e2e.server.url + path);
    await h1(page, title).waitFor();
    await ready.first().waitFor();
    await noAxeViolations(page, `${path} (es)`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
