// The foundation smoke test: the real binary serves the app, / lands on /en,
// the page renders with no console errors and no axe violations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const e2e = useServerAndBrowser();

test('demo accounts are printed for every role', () => {
  for (const role of ['reporter', 'reporter_admin', 'reviewer', 'reviewer_admin', 'owner']) {
    assert.ok(e2e.server.accounts[role]?.password, `no demo account printed for ${role}`);
  }
});

test('/ redirects to /en and renders the home page cleanly', async () => {
  const { page, errors, context } = await newPage(e2e.browser);
  await page.goto(e2e.server.url + '/');
  await page.waitForURL(/\/en\/?$/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.deepEqual(errors, []);
  assert.deepEqual(await axe(page), []);
  await context.close();
});

test('unknown API paths answer JSON 404', async () => {
  const res = await fetch(e2e.server.url + '/api/nope');
  assert.equal(res.status, 404);
  assert.equal((await res.json()).error.code, 'not_found');
});
