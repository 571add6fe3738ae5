// The city's integrations against the real binary: an owner creates, sees
// and revokes an Open311 API key; a crawler (plain fetch, no JavaScript)
// reads a public report's share tags and card image; the reporter_admin's
// social-media testing page previews that same card in English and Spanish
// with suggested posts. Both pages pass axe in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const e2e = useServerAndBrowser();

async function signedIn(role, path, lang) {
  const session = await newPage(e2e.browser);
  const { email, password } = e2e.server.accounts[role];
  const res = await session.context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } });
  assert.equal(res.status(), 200, `sign-in as ${role}`);
  if (lang) {
    await session.page.goto(e2e.server.url + '/dashboard');
    await session.page.evaluate((lng) => localStorage.setItem('vecino.language', lng), lang);
  }
  await session.page.goto(e2e.server.url + path);
  return session;
}

// metaTags reads a page's meta tags the way a crawler does: from the HTML.
function metaTags(html) {
  const out = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) out[m[1]] = m[2];
  return out;
}

async function firstApproved() {
  const res = await fetch(`${e2e.server.url}/api/public/reports?limit=1`);
  const { items } = await res.json();
  assert.ok(items.length > 0, 'the demo data has approved reports');
  return items[0];
}

test('an owner creates an API key, sees it once, and revokes it', async () => {
  const { page, context, errors } = await signedIn('owner', '/dashboard/owner/api-keys');
  await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByText('Give the key a name (up to 100 characters).').waitFor();
  await page.getByLabel('Key name').fill('City 311 (e2e)');
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByText('Copy this key now').waitFor();
  const secret = await page.getByLabel('City 311 (e2e)').textContent();
  assert.match(secret, /^vk_/);
  const card = page.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: 'City 311 (e2e)' });
  await card.getByText('Active').waitFor();
  assert.ok(!(await card.textContent()).includes(secret), 'the list never shows the secret');

  // The key works until it is revoked.
  const file = () => fetch(`${e2e.server.url}/open311/v2/requests.json`, {
    method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ api_key: secret, service_code: 'road-infrastructure/pothole', address_string: 'Grove St & 1st', description: 'A deep pothole filed from the e2e test' }),
  });
  assert.equal((await file()).status, 201);
  page.once('dialog', (d) => d.accept());
  await card.getByRole('button', { name: 'Revoke City 311 (e2e)' }).click();
  await card.getByText(/^Revoked /).waitFor();
  assert.equal((await file()).status, 403);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a crawler without JavaScript gets a public report\'s share tags and a working card image', async () => {
  const report = await firstApproved();
  for (const lang of ['en', 'es']) {
    const html = await (await fetch(`${e2e.server.url}/${lang}/public/violations/approved/${report.id}`)).text();
    const tags = metaTags(html);
    assert.ok(html.includes(`<html lang="${lang}"`));
    assert.equal(tags['og:type'], 'article');
    assert.equal(tags['twitter:card'], 'summary_large_image');
    assert.ok(tags['og:title'] && tags['og:description'] && tags['og:image:alt']);
    const image = new URL(tags['og:image']);
    assert.equal(image.pathname, `/share-cards/${lang}/${report.id}.jpg`);
    const res = await fetch(e2e.server.url + image.pathname);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/jpeg');
    assert.ok((await res.arrayBuffer()).byteLength > 10_000);
  }
  const unknown = metaTags(await (await fetch(`${e2e.server.url}/en/public/violations/approved/00000000-0000-0000-0000-000000000000`)).text());
  assert.equal(new URL(unknown['og:image']).pathname, '/share-cards/en/site.jpg');
});

test('the social-media testing page previews the card the server sends, in both languages, with posts to copy', async () => {
  const report = await firstApproved();
  const { page, context, errors } = await signedIn('reporter_admin', '/dashboard/admin/social-media-testing');
  await page.getByRole('heading', { level: 1, name: 'Social media testing' }).waitFor();
  assert.equal(await page.getByLabel('Approved report').inputValue(), report.id);
  const previews = page.getByRole('figure');
  await previews.first().waitFor();
  assert.equal(await previews.count(), 4);
  const img = previews.first().getByRole('img');
  assert.equal(await img.getAttribute('src'), `/share-cards/en/${report.id}.jpg`);
  await page.waitForFunction(() => [...document.querySelectorAll('figure img')].every((i) => i.complete && i.naturalWidth === 1200));

  // The preview's title is the one the server puts in the page.
  const tags = metaTags(await (await fetch(`${e2e.server.url}/en/public/violations/approved/${report.id}`)).text());
  await previews.first().getByText(tags['og:title'].replaceAll('&#39;', "'").replaceAll('&amp;', '&'), { exact: true }).waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('textarea')].every((t) => t.value.includes('/public/violations/approved/')));
  const postEn = await page.getByRole('textbox', { name: 'Post in English' }).inputValue();
  const postEs = await page.getByRole('textbox', { name: 'Post in Spanish' }).inputValue();
  assert.ok(postEn.includes(`/en/public/violations/approved/${report.id}`) && postEn.startsWith('Seen on our streets'));
  assert.ok(postEs.includes(`/es/public/violations/approved/${report.id}`) && postEs.startsWith('Visto en nuestras calles'));

  await page.getByRole('radio', { name: 'Spanish' }).check();
  await page.waitForFunction((id) => document.querySelector('figure img')?.getAttribute('src') === `/share-cards/es/${id}.jpg`, report.id);
  assert.deepEqual(await axe(page), [], 'social-media testing in en');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [lang, keysTitle, socialTitle] of [['en', 'API keys', 'Social media testing'], ['es', 'Claves de API', 'Pruebas para redes sociales']]) {
  test(`the API keys and social-media testing pages pass axe in ${lang}`, async () => {
    const owner = await signedIn('owner', '/dashboard/owner/api-keys', lang);
    await owner.page.getByRole('heading', { level: 1, name: keysTitle }).waitFor();
    await owner.page.getByRole('list').last().waitFor();
    assert.equal(await owner.page.getAttribute('html', 'lang'), lang);
    assert.deepEqual(await axe(owner.page), [], `api keys in ${lang}`);
    assert.deepEqual(owner.errors, []);
    await owner.context.close();

    const admin = await signedIn('reporter_admin', '/dashboard/admin/social-media-testing', lang);
    await admin.page.getByRole('heading', { level: 1, name: socialTitle }).waitFor();
    await admin.page.getByRole('figure').first().waitFor();
    assert.deepEqual(await axe(admin.page), [], `social-media testing in ${lang}`);
    assert.deepEqual(admin.errors, []);
    await admin.context.close();
  });
}
