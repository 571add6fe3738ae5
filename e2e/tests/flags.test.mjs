// Feature flags pushed live and the signed-in shell, against the real binary:
// an owner's switch reaches a reporter's open sidebar without a reload; the
// shell works at 375 px (a sheet) and on a desktop (Ctrl+B, cookie); the
// dashboard, settings and owner flag pages pass axe in English and Spanish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const e2e = useServerAndBrowser({ own: true }); // turns feature flags off

// signedIn opens a context signed in as the demo account of role (through the
// API: the cookies land in the context), on path.
async function signedIn(role, path = '/dashboard', options = {}) {
  const session = await newPage(e2e.browser, options);
  const { email, password } = e2e.server.accounts[role];
  const res = await session.context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } });
  assert.equal(res.status(), 200, `sign-in as ${role}`);
  await session.page.goto(e2e.server.url + path);
  return session;
}

const sidebar = (page) => page.getByRole('navigation', { name: /^(Dashboard|Panel)$/ });
const flagSwitch = (page) => page.getByRole('switch', { name: 'Global value Sidebar: Reporter › Your Violations' });

test('an owner turns a flag off and on; the reporter’s sidebar follows live, without a reload', async () => {
  const reporter = await signedIn('reporter');
  const owner = await signedIn('owner', '/dashboard/owner/feature-flags');
  const item = sidebar(reporter.page).getByRole('link', { name: 'Your Violations' });
  await item.waitFor();
  await reporter.page.evaluate(() => { window.__noReload = true; });

  const toggle = flagSwitch(owner.page);
  await toggle.waitFor();
  assert.equal(await toggle.getAttribute('aria-checked'), 'true');
  let started = Date.now();
  await toggle.click();
  await item.waitFor({ state: 'detached', timeout: 3_000 });
  const offMs = Date.now() - started;
  assert.equal(await toggle.getAttribute('aria-checked'), 'false');

  started = Date.now();
  await toggle.click();
  await item.waitFor({ timeout: 3_000 });
  const onMs = Date.now() - started;
  assert.equal(await reporter.page.evaluate(() => window.__noReload), true, 'the reporter page was reloaded');
  console.log(`flag flip reached the other browser in ${offMs} ms (off) and ${onMs} ms (on)`);

  // The owner's flag documentation shows the value now, too.
  await owner.page.goto(e2e.server.url + '/dashboard/owner/documentation/feature-flags');
  await owner.page.getByRole('heading', { level: 2, name: 'How a flag is decided for a person' }).waitFor();
  assert.deepEqual(reporter.errors, []);
  assert.deepEqual(owner.errors, []);
  await reporter.context.close();
  await owner.context.close();
});

test('at 375 px the sidebar is a sheet that closes after a click', async () => {
  const { page, context, errors } = await signedIn('reporter', '/dashboard', { viewport: { width: 375, height: 740 } });
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  assert.equal(await sidebar(page).count(), 0, 'no sidebar until opened');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.waitFor();
  const box = await sheet.boundingBox();
  assert.equal(Math.round(box.width), 288, 'the sheet is 18rem wide');
  assert.deepEqual(await axe(page), []);
  await sheet.getByRole('link', { name: 'Your Violations' }).click();
  await sheet.waitFor({ state: 'detached' });
  await page.waitForURL(/\/dashboard\/violations$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a desktop Ctrl+B collapses the sidebar to icons, kept in a cookie across reloads', async () => {
  const { page, context, errors } = await signedIn('reporter', '/dashboard', { viewport: { width: 1280, height: 800 } });
  const aside = page.locator('aside');
  await sidebar(page).getByRole('link', { name: 'Your Violations' }).waitFor();
  assert.equal(Math.round((await aside.boundingBox()).width), 256, 'expanded is 16rem');

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+b');
  await page.waitForFunction(() => document.querySelector('aside')?.getBoundingClientRect().width === 48);
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  assert.equal(cookie?.value, 'false');
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  assert.ok(days > 6.9 && days <= 7, `the cookie lasts ${days} days`);

  // Icons are named by tooltips: after 700 ms on hover, not before.
  const icon = sidebar(page).getByRole('link', { name: 'Your Violations' });
  await icon.hover();
  await page.waitForTimeout(300);
  assert.equal(await page.getByRole('tooltip').count(), 0, 'tooltip before 700 ms');
  await page.getByRole('tooltip', { name: 'Your Violations' }).waitFor({ timeout: 3_000 });

  await page.reload();
  await sidebar(page).getByRole('link', { name: 'Your Violations' }).waitFor();
  assert.equal(Math.round((await aside.boundingBox()).width), 48, 'still collapsed after a reload');
  assert.equal(await page.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded'), 'false');
  assert.deepEqual(await axe(page), []);

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.waitForFunction(() => document.querySelector('aside')?.getBoundingClientRect().width === 256);
  assert.equal((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value, 'true');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unknown dashboard path shows Page Not Found in the shell', async () => {
  const { page, context } = await signedIn('reporter', '/dashboard/no-such-page');
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/dashboard/no-such-page');
  await context.close();
});

const pages = [
  { role: 'reporter', path: '/dashboard', h1: { en: 'Dashboard', es: 'Panel' } },
  { role: 'reporter', path: '/dashboard/settings', h1: { en: 'Settings', es: 'Configuración' } },
  { role: 'owner', path: '/dashboard/owner/feature-flags', h1: { en: 'Feature flags', es: 'Funciones' } },
  { role: 'owner', path: '/dashboard/owner/documentation/feature-flags', h1: { en: 'Feature flag documentation', es: 'Documentación de funciones' } },
  { role: 'owner', path: '/dashboard/owner/documentation', h1: { en: 'Documentation', es: 'Documentación' } },
];

for (const lang of ['en', 'es']) {
  test(`the shell pages pass axe in ${lang}`, async () => {
    for (const role of ['reporter', 'owner']) {
      const session = await signedIn(role, '/dashboard');
      await session.page.evaluate((lng) => localStorage.setItem('vecino.language', lng), lang);
      for (const { path, h1 } of pages.filter((p) => p.role === role)) {
        await session.page.goto(e2e.server.url + path);
        await session.page.getByRole('heading', { level: 1, name: h1[lang] }).waitFor();
        // Wait for the data, not the spinners.
        await session.page.waitForFunction(() => !document.querySelector('main [role="status"]'));
        assert.equal(await session.page.getAttribute('html', 'lang'), lang);
        assert.deepEqual(await axe(session.page), [], `${path} in ${lang}`);
      }
      assert.deepEqual(session.errors, []);
      await session.context.close();
    }
  });
}

test('settings: a wrong current password is shown next to the field; a new name is saved', async () => {
  const { page, context } = await signedIn('reporter', '/dashboard/settings');
  const current = page.getByLabel('Current password');
  await current.fill('not-the-password');
  await page.getByLabel('New password', { exact: true }).fill('a-long-new-password-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('The current password is incorrect.').waitFor();
  assert.equal(await current.getAttribute('aria-invalid'), 'true');
  assert.equal(await current.inputValue(), 'not-the-password');

  const first = page.getByLabel('First name');
  await first.fill('Renata');
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.getByText('Your name was saved.').waitFor();
  await page.goto(e2e.server.url + '/dashboard');
  await page.getByText('Welcome, Renata!').waitFor();
  await context.close();
});
