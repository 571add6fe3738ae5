// axe-core on every route of the app's route table, in English and Spanish:
// public pages as a visitor, each dashboard area as the role it is for. The
// patterns come from routes.json, which the build writes from
// web/src/config/paths.ts, so a new route is checked without touching this
// file. Legacy paths that only redirect are left out (their targets are in
// the table). Every page must also load without any Content-Security-Policy
// violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const patterns = JSON.parse(readFileSync(resolve('../web/dist/app/routes.json'), 'utf8'));

const params = {};
const e2e = useServerAndBrowser({ setup: async ({ server }) => {
  const get = async (path, token) => {
    const res = await fetch(server.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    assert.equal(res.status, 200, `${path}: ${res.status}`);
    return res.json();
  };
  const catalog = await get('/api/catalog');
  const street = catalog.find((c) => !c.private && !c.restricted_to_roles?.length);
  const renter = catalog.find((c) => c.private);
  const published = await get('/api/public/reports?limit=20');
  const signin = await fetch(server.url + '/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: server.accounts.reporter.email, password: server.accounts.reporter.password }),
  });
  const mine = await get('/api/reports/mine?limit=1', (await signin.json()).access_token);
  Object.assign(params, {
    publicId: published.items[0].id,
    photoId: published.items.find((r) => r.photos.length)?.photos[0].id,
    mineId: mine.items[0].id,
    category: street.category,
    type: street.types[0].slug,
    renterType: renter.types[0].slug,
  });
  assert.ok(params.publicId && params.mineId && params.photoId, 'the demo data has a public report with a photo and a report of the reporter');
} });

// roleFor names the demo account a dashboard path is visited as.
function roleFor(pattern) {
  const area = pattern.split('/')[2];
  return { admin: 'reporter_admin', review: 'reviewer', 'review-admin': 'reviewer_admin', 'reply-templates': 'reviewer_admin', owner: 'owner', photos: 'reviewer' }[area] ?? 'reporter';
}

// fill puts a real value in each parameter of a pattern.
function fill(pattern, lng) {
  return pattern
    .replace(':lang', lng)
    .replace('/chat/renter-protection/:type', `/chat/renter-protection/${params.renterType}`)
    .replace('/upload/:category/:type', `/upload/${params.category}/${params.type}`)
    .replace('/upload/:category', `/upload/${params.category}`)
    .replace('/blog/:id', '/blog/council-inbox-organization')
    .replace('/dashboard/violations/:id', `/dashboard/violations/${params.mineId}`)
    .replace('/dashboard/photos/:id', `/dashboard/photos/${params.photoId}`)
    .replace(':id', params.publicId);
}

const visited = patterns.filter((p) => p.startsWith('/:lang') || p.startsWith('/dashboard'));

for (const lng of ['en', 'es']) {
  test(`every route passes axe in ${lng === 'en' ? 'English' : 'Spanish'}`, async (t) => {
    assert.ok(visited.length > 40, `only ${visited.length} routes in routes.json`);
    const contexts = new Map();
    // pageFor keeps one signed-in page per role, its profile in lng.
    const pageFor = async (role) => {
      if (!contexts.has(role)) {
        const opened = await newPage(e2e.browser, { locale: lng === 'es' ? 'es-ES' : 'en-US' });
        // Anything the Content-Security-Policy refuses is a bug (an inline
        // script, an eval, an outside host) even when the page still works.
        await opened.context.addInitScript(() => {
          window.cspViolations = [];
          document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
        });
        if (role) {
          const token = await e2e.server.signIn(opened.context, role);
          const res = await opened.context.request.patch(`${e2e.server.url}/api/me`, {
            headers: { authorization: `Bearer ${token}` },
            data: { preferred_language: lng },
          });
          assert.equal(res.status(), 200);
        }
        contexts.set(role, opened);
      }
      return contexts.get(role);
    };
    const failures = [];
    for (const pattern of visited) {
      const path = fill(pattern, lng);
      const { page, errors } = await pageFor(pattern.startsWith('/dashboard') ? roleFor(pattern) : null);
      await page.goto(e2e.server.url + path);
      // Loaded: a heading is shown and no spinner is left.
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      await page.waitForFunction(() => !document.querySelector('.animate-spin'), null, { timeout: 15_000 });
      const lang = await page.getAttribute('html', 'lang');
      const landed = new URL(page.url()).pathname;
      // A signed-in role must see its page, not be sent to sign in.
      if (pattern.startsWith('/dashboard') && /\/auth$/.test(landed)) failures.push({ path, landed });
      const violations = await axe(page);
      if (violations.length) failures.push({ path, violations });
      if (errors.length) failures.push({ path, errors: errors.splice(0) });
      const csp = await page.evaluate(() => window.cspViolations.splice(0));
      if (csp.length) failures.push({ path, csp });
      t.diagnostic(`${path}${landed === path ? '' : ` -> ${landed}`} (html lang ${lang}): ${violations.length} violations`);
    }
    for (const { context } of contexts.values()) await context.close();
    assert.deepEqual(failures, []);
  });
}
