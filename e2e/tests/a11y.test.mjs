// Accessibility checks that axe cannot make: what a 320 px screen shows,
// the contrast of focus indicators, what draws over a dialog, the titles and
// languages pages declare, and the one-tap way to the lockout first steps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

const e2e = useServerAndBrowser();

// open starts a context, signed in as role when given, at viewport.
async function open(role, { viewport, locale = 'en-US' } = {}) {
  const session = await newPage(e2e.browser, { locale, ...(viewport ? { viewport } : {}) });
  if (role) await e2e.server.signIn(session.context, role);
  return session;
}

const loaded = (page) => page.waitForFunction(() => document.querySelector('h1') && !document.querySelector('.animate-spin'), null, { timeout: 15_000 });

test('at 320 px the dashboard breadcrumbs wrap inside their header: the first link is on screen, nothing overflows', async () => {
  const { page, context, errors } = await open('reporter', { viewport: { width: 320, height: 640 } });
  const catalog = await (await context.request.get(`${e2e.server.url}/api/catalog`)).json();
  const renter = catalog.find((c) => c.private);
  // The longest trail: Categories › Renter protection › its type with the longest name.
  const type = [...renter.types].sort((a, b) => b.label.en.length - a.label.en.length)[0];
  await page.goto(`${e2e.server.url}/dashboard/upload/${renter.category}/${type.slug}`);
  await loaded(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await crumbs.waitFor();
  const geometry = await crumbs.evaluate((nav) => {
    const header = nav.closest('header');
    const h = header.getBoundingClientRect();
    const items = [...nav.querySelectorAll('li')].map((li) => li.getBoundingClientRect());
    const first = nav.querySelector('a').getBoundingClientRect();
    return {
      first: { left: first.left, top: first.top, right: first.right, bottom: first.bottom },
      header: { top: h.top, bottom: h.bottom, overflow: header.scrollHeight > header.clientHeight + 1 },
      outside: items.filter((r) => r.top < h.top - 0.5 || r.bottom > h.bottom + 0.5 || r.left < -0.5 || r.right > 320.5).length,
      lines: new Set(items.map((r) => Math.round(r.top))).size,
      width: document.documentElement.scrollWidth,
    };
  });
  assert.ok(geometry.first.left >= 0 && geometry.first.top >= 0 && geometry.first.right <= 320, `first link off screen: ${JSON.stringify(geometry)}`);
  assert.equal(geometry.header.overflow, false, `the header overflows: ${JSON.stringify(geometry)}`);
  assert.equal(geometry.outside, 0, `breadcrumbs outside their header: ${JSON.stringify(geometry)}`);
  assert.ok(geometry.lines > 1, 'this trail should wrap at 320 px (pick a longer one if not)');
  assert.ok(geometry.width <= 320, `the page is ${geometry.width}px wide`);
  // Tabbing to the first link: it is not hidden under anything (WCAG 2.4.11).
  const first = crumbs.getByRole('link').first();
  await first.focus();
  const hidden = await first.evaluate((a) => {
    const r = a.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !(hit === a || a.contains(hit));
  });
  assert.equal(hidden, false, 'the focused first breadcrumb is covered');
  assert.deepEqual(errors, []);
  await context.close();
});

// focusContrasts tabs through up to n elements of the page and returns,
// for each, its focus indicator's colour contrast against the background
// around it (outline, else box-shadow ring; colours read through a canvas,
// so any CSS colour, oklch and alpha included, is composited as painted).
async function focusContrasts(page, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab');
    const r = await page.evaluate(async () => {
      // A ring that grows in (transition-[box-shadow]) is read once it has.
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((res) => setTimeout(res, 1000))]);
      const el = document.activeElement;
      if (!el || el === document.body || !el.matches(':focus-visible')) return null;
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      const paint = (...colors) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 1, 1);
        for (const c of colors) {
          ctx.fillStyle = c;
          ctx.fillRect(0, 0, 1, 1);
        }
        return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const lum = (rgb) => {
        const [r, g, b] = rgb.map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      // The background around the element: its ancestors' colours, painted in order.
      const layers = [];
      for (let a = el.parentElement; a; a = a.parentElement) {
        const bg = getComputedStyle(a).backgroundColor;
        if (bg && bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') layers.unshift(bg);
      }
      const style = getComputedStyle(el);
      let indicator = null;
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) indicator = style.outlineColor;
      else if (style.boxShadow && style.boxShadow !== 'none') {
        // The widest ring (spread) of the shadows: "color 0px 0px 0px 3px".
        const rings = style.boxShadow.split(/,(?![^(]*\))/).map((s) => s.trim());
        const spread = (s) => parseFloat((s.match(/(-?[\d.]+)px\s*$/) ?? [0, 0])[1]);
        const widest = rings.sort((a, b) => spread(b) - spread(a))[0];
        if (spread(widest) >= 1) indicator = widest.replace(/\s*(-?[\d.]+px\s*)+$/, '').replace(/^\s*(-?[\d.]+px\s*)+/, '').trim();
      }
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      if (!indicator) return { name, ratio: 0 };
      const bg = paint(...layers);
      const fg = paint(...layers, indicator);
      const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
      return { name, ratio: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100 };
    });
    if (r) out.push(r);
  }
  return out;
}

test('every focus indicator has at least 3:1 contrast against what surrounds it (WCAG 1.4.11)', async () => {
  const visitor = await open(null);
  const reporter = await open('reporter');
  const checked = [];
  for (const [session, path] of [[visitor, '/en'], [visitor, '/en/auth'], [visitor, '/en/lockout'], [reporter, '/dashboard/upload'], [reporter, '/dashboard/violations']]) {
    await session.page.goto(e2e.server.url + path);
    await loaded(session.page);
    const ratios = await focusContrasts(session.page, 30);
    assert.ok(ratios.length >= 5, `${path}: only ${ratios.length} elements took the focus`);
    for (const r of ratios) if (r.ratio < 3) checked.push(`${path}: ${r.name} ${r.ratio}:1`);
  }
  assert.deepEqual(checked, [], 'focus indicators under 3:1');
  // Cards and outline buttons, by name: the ones reviewers measured at 2.03:1.
  const { page } = reporter;
  await page.goto(`${e2e.server.url}/dashboard/upload`);
  await loaded(page);
  await page.keyboard.press('Tab');
  for (const el of [page.getByRole('link', { name: /Renter Protection/ }).first()]) {
    await el.focus();
    const ring = await el.evaluate((e) => getComputedStyle(e).boxShadow + ' ' + getComputedStyle(e).outlineStyle);
    assert.ok(!/\/ 0\.5\)|, 0\.5\)/.test(ring), `a card's focus ring is half transparent: ${ring}`);
  }
  await visitor.context.close();
  await reporter.context.close();
});

test('the map pin stays under the reject dialog', async () => {
  const { page, context, errors } = await open('reporter_admin', { viewport: { width: 1280, height: 900 } });
  const res = await context.request.get(`${e2e.server.url}/api/reports/first?status=screening`, {
    headers: { authorization: `Bearer ${await e2e.server.signIn(context, 'reporter_admin')}` },
  });
  const { id } = await res.json();
  await page.goto(`${e2e.server.url}/dashboard/admin/screening?id=${id}`);
  const pin = page.locator('.leaflet-marker-icon').first();
  await pin.waitFor();
  await pin.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const onTop = await pin.evaluate((img) => {
    const r = img.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit === img ? 'the pin' : hit?.closest('.leaflet-container') ? 'the map' : 'the dialog or its overlay';
  });
  assert.equal(onTop, 'the dialog or its overlay');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 320 px the staff list shows each report\'s whole date', async () => {
  const { page, context, errors } = await open('reporter_admin', { viewport: { width: 320, height: 640 } });
  await page.goto(`${e2e.server.url}/dashboard/admin/all-violations`);
  await loaded(page);
  await page.locator('main time').first().waitFor();
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('main time')]
      .filter((t) => {
        const r = t.getBoundingClientRect();
        const p = t.parentElement;
        return r.right > document.documentElement.clientWidth + 0.5 || t.scrollWidth > t.clientWidth + 1 || p.scrollWidth > p.clientWidth + 1 ||
          getComputedStyle(p).textOverflow === 'ellipsis';
      })
      .map((t) => t.textContent));
  assert.deepEqual(cut, [], 'dates cut off');
  assert.deepEqual(errors, []);
  await context.close();
});

test('pages declare their own title and language: Access Restricted, the English-only deck', async () => {
  const { page, context, errors } = await open('reporter');
  await page.goto(`${e2e.server.url}/dashboard/owner`);
  await page.getByRole('heading', { level: 1, name: 'Access Restricted' }).waitFor();
  await page.waitForFunction(() => document.title.startsWith('Access Restricted'));
  await context.close();

  const html = await (await fetch(`${e2e.server.url}/es/deck`)).text();
  assert.match(html, /<html lang="en"/, '/es/deck is served as Spanish');
  assert.doesNotMatch(html, /<title>[^<]*(reporta|Reporta)[^<]*<\/title>/, '/es/deck has a Spanish title');
  const visitor = await open(null, { locale: 'es-MX' });
  await visitor.page.goto(`${e2e.server.url}/es/deck`);
  await visitor.page.locator('h1').first().waitFor();
  assert.equal(await visitor.page.getAttribute('html', 'lang'), 'en');
  assert.deepEqual(errors, []);
  await visitor.context.close();
});

test('the assistant\'s standing disclaimer is a note, not an alert', async () => {
  const { page, context, errors } = await open(null);
  await page.goto(`${e2e.server.url}/en/chat/renter-protection/illegal-lockouts`);
  const note = page.getByRole('note', { name: 'General information, not legal advice' });
  await note.waitFor();
  assert.equal(await page.getByRole('alert').count(), 0, 'a static text is announced as an alert');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the lockout first steps are one tap from every public page and the renter-protection forms, in both languages', async () => {
  const visitor = await open(null);
  for (const path of ['/en', '/en/landing', '/en/about', '/en/map', '/en/blog']) {
    await visitor.page.goto(e2e.server.url + path);
    await visitor.page.locator('h1').first().waitFor();
    const link = visitor.page.getByRole('link', { name: 'Locked out of your home? What to do first' });
    assert.equal(await link.first().getAttribute('href'), '/en/lockout', `${path} has no link to the lockout steps`);
  }
  await visitor.page.getByRole('link', { name: 'Locked out of your home? What to do first' }).first().click();
  await visitor.page.getByRole('heading', { level: 1, name: 'Locked out of your home? What to do first' }).waitFor();
  await visitor.page.getByText('If you are in danger, call 911.').waitFor();
  assert.match(await visitor.page.title(), /^Locked out of your home/);
  assert.equal(await visitor.page.getByText(/555 01|example\.(org|gov)/).count(), 0);

  const es = await open(null, { locale: 'es-MX' });
  await es.page.goto(`${e2e.server.url}/es/lockout`);
  await es.page.getByRole('heading', { level: 1, name: '¿Te dejaron fuera de tu vivienda? Qué hacer primero' }).waitFor();
  assert.equal(await es.page.getAttribute('html', 'lang'), 'es');
  await es.page.getByRole('link', { name: 'Abrir el asistente para desalojos ilegales' }).click();
  await es.page.waitForURL(`${e2e.server.url}/es/chat/renter-protection/illegal-lockouts`);

  const reporter = await open('reporter');
  const catalog = await (await reporter.context.request.get(`${e2e.server.url}/api/catalog`)).json();
  const renter = catalog.find((c) => c.private);
  for (const path of [`/dashboard/upload/${renter.category}`, `/dashboard/upload/${renter.category}/${renter.types[0].slug}`]) {
    await reporter.page.goto(e2e.server.url + path);
    await loaded(reporter.page);
    const link = reporter.page.getByRole('link', { name: 'Locked out of your home? What to do first' });
    assert.equal(await link.first().getAttribute('href'), '/en/lockout', `${path} has no link to the lockout steps`);
  }
  for (const s of [visitor, es, reporter]) {
    assert.deepEqual(s.errors, []);
    await s.context.close();
  }
});

test('no id is repeated on a page, neither while it loads nor once it has', async () => {
  const repeated = () => {
    const seen = {};
    for (const el of document.querySelectorAll('[id]')) seen[el.id] = (seen[el.id] ?? 0) + 1;
    return Object.entries(seen).filter(([, n]) => n > 1).map(([id, n]) => `${id}×${n}`);
  };
  const found = [];
  for (const [role, paths] of [[null, ['/es/register', '/es/map', '/en/lockout', '/en/about']], ['reporter_admin', ['/dashboard/admin/dashboard', '/dashboard/admin/screening']], ['reporter', ['/dashboard/upload', '/dashboard/upload/bike-lane']]]) {
    const { page, context, errors } = await open(role);
    for (const path of paths) {
      await page.goto(e2e.server.url + path, { waitUntil: 'commit' });
      const seen = new Set();
      // While the prerendered copy and the app are both in the page, then once the app alone is.
      for (let i = 0; i < 25; i++) {
        for (const d of await page.evaluate(repeated).catch(() => [])) seen.add(d);
        await page.waitForTimeout(100);
      }
      await page.locator('#root[data-app] h1').first().waitFor();
      for (const d of await page.evaluate(repeated)) seen.add(d);
      if (seen.size) found.push(`${path}: ${[...seen].join(' ')}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});
