// The interface language of a visitor who never chose one (docs/PRODUCT.md
// §2 and §9): / goes to /en (the spec's rule) where a Spanish browser is
// offered Spanish in one tap; the other paths without a language follow the
// browser's; no redirect or link to /en/… or /es/… stores a choice; only the
// offer, the switcher (or Settings, or the profile at sign-in) do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage } from '../lib/browser.mjs';

const e2e = useServerAndBrowser();

// stored is the language choice kept in the browser: localStorage and the cookie the server reads.
async function stored(page, context) {
  const local = await page.evaluate(() => localStorage.getItem('vecino.language'));
  const cookie = (await context.cookies()).find((c) => c.name === 'vecino_lang')?.value ?? null;
  return { local, cookie };
}

test('a Spanish browser: / goes to English with a one-tap offer of Spanish, the other language-less paths go to Spanish, and no redirect stores a choice', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { locale: 'es-MX' });
  const lands = async (from, pathname) => {
    await page.goto(e2e.server.url + from);
    await page.waitForURL((url) => url.pathname === pathname, { timeout: 10_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), pathname.slice(1, 3), `${from}: <html lang>`);
  };
  const offer = page.getByRole('button', { name: 'Continuar en español' });
  await lands('/', '/en');
  await offer.waitFor();
  // The redirect's choice would be written a moment after the page draws.
  await page.waitForTimeout(300);
  assert.deepEqual(await stored(page, context), { local: null, cookie: null });
  await lands('/auth', '/es/auth');
  await lands('/upload', '/es/auth');

  // An English link is read in English, and chooses nothing.
  await lands('/en/about', '/en/about');
  await page.waitForTimeout(300);
  assert.deepEqual(await stored(page, context), { local: null, cookie: null });
  await lands('/auth', '/es/auth');

  // Taking the offer is a choice: the same page in Spanish, stored, and / follows it.
  await lands('/en/about', '/en/about');
  await offer.click();
  await page.waitForURL((url) => url.pathname === '/es/about');
  await page.waitForFunction(() => localStorage.getItem('vecino.language') === 'es');
  assert.deepEqual(await stored(page, context), { local: 'es', cookie: 'es' });
  await lands('/', '/es');
  assert.equal(await offer.count(), 0);

  // The switcher is a choice too: stored, and followed by the language-less paths from then on.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await page.waitForURL((url) => url.pathname === '/en');
  await page.waitForFunction(() => localStorage.getItem('vecino.language') === 'en');
  assert.deepEqual(await stored(page, context), { local: 'en', cookie: 'en' });
  assert.equal(await offer.count(), 0);
  await lands('/', '/en');
  await lands('/auth', '/en/auth');
  assert.deepEqual(errors, []);
  await context.close();
});
