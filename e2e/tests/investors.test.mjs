// The owner's investors page against the real binary: a request made on the
// public API shows up; the owner sets it to "Deck sent" with a note, and the
// change survives a reload; the page passes axe in English and Spanish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const e2e = useServerAndBrowser();

const path = '/dashboard/owner/investors';

async function signedInOwner(lang) {
  const session = await newPage(e2e.browser);
  const { email, password } = e2e.server.accounts.owner;
  const res = await session.context.request.post(`${e2e.server.url}/api/auth/signin`, { data: { email, password, remember_me: false } });
  assert.equal(res.status(), 200, 'sign-in as owner');
  if (lang) {
    await session.page.goto(e2e.server.url + '/dashboard');
    await session.page.evaluate((lng) => localStorage.setItem('vecino.language', lng), lang);
  }
  await session.page.goto(e2e.server.url + path);
  return session;
}

test('an owner marks a request "Deck sent" with a note, and it is kept after a reload', async () => {
  const name = `Iris Investor ${Date.now()}`;
  const created = await fetch(e2e.server.url + '/api/investor-requests', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email: 'iris@fund.example', organization: 'Iris Capital', message: 'Please send the deck.' }),
  });
  assert.equal(created.status, 201);

  const { page, context, errors } = await signedInOwner();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
  await card.waitFor();
  assert.equal(await card.getByRole('link', { name: 'iris@fund.example' }).getAttribute('href'), 'mailto:iris@fund.example');
  await card.getByText('Iris Capital').waitFor();

  await card.getByLabel('Status').selectOption({ label: 'Deck sent' });
  await card.getByLabel('Notes').fill('Sent the deck on Monday');
  await card.getByRole('button', { name: `Save the request from ${name}` }).click();
  await page.getByText(`The request from ${name} was saved.`).waitFor();

  await page.reload();
  await card.waitFor();
  assert.equal(await card.getByLabel('Notes').inputValue(), 'Sent the deck on Monday');
  assert.equal(await card.getByLabel('Status').inputValue(), 'deck_sent');

  // The filter shows it under "Deck sent" and hides it under "New".
  await page.getByLabel('Show').selectOption({ label: 'New' });
  await card.waitFor({ state: 'detached' });
  await page.getByLabel('Show').selectOption({ label: 'Deck sent' });
  await card.waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [lang, h1] of [['en', 'Investors'], ['es', 'Inversionistas']]) {
  test(`the investors page passes axe in ${lang}`, async () => {
    await fetch(e2e.server.url + '/api/investor-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Axe Check', email: 'axe@fund.example' }),
    });
    const { page, context, errors } = await signedInOwner(lang);
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Axe Check' }).first().waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.deepEqual(await axe(page), [], `${path} in ${lang}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
