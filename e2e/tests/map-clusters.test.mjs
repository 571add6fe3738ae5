// The public map with more reports than one answer holds (issue 18, item 3):
// the server clusters them, and every bubble must stay readable at every
// zoom: counts abbreviated (at most four characters), bubbles sized by count,
// none overlapping another. The reports are written straight into the
// server's SQLite database (its triggers keep the map aggregates), as a
// city's years of reports would be.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useServerAndBrowser } from '../lib/setup.mjs';
import { newPage, axe } from '../lib/browser.mjs';

// Its own server: it adds 3,600 approved street reports on a 60×60 grid
// about 130 m apart around the default centre.
const e2e = useServerAndBrowser({ own: true, setup: ({ server }) => {
  execFileSync('sqlite3', [server.database], {
    input: `.timeout 20000
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 3599)
INSERT INTO violations (id, reporter_id, category, type, status, description, latitude, longitude, occurred_at, uploaded_at, updated_at)
SELECT printf('%08x-0000-4000-8000-%012x', i, i), (SELECT id FROM users LIMIT 1), 'road-infrastructure', 'pothole', 'approved',
       'A pothole for the map cluster test.', 40.68 + (i % 60) * 0.0012, -74.08 + (i / 60) * 0.0012,
       (SELECT uploaded_at FROM violations LIMIT 1), (SELECT uploaded_at FROM violations LIMIT 1), (SELECT updated_at FROM violations LIMIT 1)
FROM n;
`,
  });
} });

// bubbles reads every cluster bubble on screen: its centre, diameter and text.
function bubbles(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.vecino-cluster')].map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2, size: r.width, text: el.querySelector('[aria-hidden="true"]')?.textContent ?? '' };
    }));
}

function overlapping(list) {
  const out = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i];
      const b = list[j];
      if (Math.hypot(a.x - b.x, a.y - b.y) < (a.size + b.size) / 2 - 0.5) out.push([a, b]);
    }
  }
  return out;
}

// count reads an abbreviated count back (1.2k → 1200).
function count(text) {
  const m = /^(\d+(?:\.\d)?)([kM]?)$/.exec(text);
  return Number(m[1]) * (m[2] === 'k' ? 1e3 : m[2] === 'M' ? 1e6 : 1);
}

// settle waits until the clusters of the zoom shown are drawn.
async function settle(page) {
  await page.waitForLoadState('networkidle');
  // Leaflet moves markers with CSS transforms while it zooms: measure after.
  await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim') && document.querySelectorAll('.vecino-cluster').length > 0);
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
}

test('cluster bubbles stay readable at every zoom: abbreviated counts, sized by count, no overlap', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${e2e.server.url}/en/map`);
  await settle(page);

  const seen = new Set();
  for (let step = 0; step < 5; step++) {
    const shown = await bubbles(page);
    assert.ok(shown.length > 0, `step ${step}: bubbles drawn`);
    assert.deepEqual(overlapping(shown), [], `step ${step}: overlapping bubbles`);
    for (const b of shown) {
      assert.match(b.text, /^\d+(\.\d)?[kM]?$/, `step ${step}: count text ${b.text}`);
      assert.ok(b.text.length <= 4, `step ${step}: "${b.text}" is at most four characters`);
      seen.add(b.text);
    }
    // Sized by count: a bubble with at least twice the reports of another is no smaller.
    for (const a of shown) {
      for (const b of shown) {
        if (count(a.text) >= 2 * count(b.text)) assert.ok(a.size >= b.size, `step ${step}: ${a.text} (${a.size}px) vs ${b.text} (${b.size}px)`);
      }
    }
    await page.getByRole('button', { name: 'Zoom out', exact: true }).click();
    await settle(page);
  }
  // Far out, thousands of reports share a bubble: its count is abbreviated.
  assert.ok([...seen].some((text) => /k$/.test(text)), `an abbreviated count among ${[...seen].join(' ')}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// contrast is the WCAG contrast ratio of two CSS colours, as the browser
// paints them (a canvas turns any colour syntax, oklch included, into sRGB).
function contrast(page, foreground, background) {
  return page.evaluate(([fg, bg]) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const rgb = (color) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (c) => {
      const [r, g, b] = c.map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [luminance(rgb(fg)), luminance(rgb(bg))].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  }, [foreground, background]);
}

test('on a phone in Spanish: counts centred and readable in their bubbles, the map in the first screen, the list bounded', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { viewport: { width: 390, height: 844 }, locale: 'es-MX', isMobile: true, hasTouch: true });
  await page.goto(`${e2e.server.url}/es/map`);
  await settle(page);

  // Every bubble's count: its box inside the bubble's, centred within a pixel or two.
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll('.vecino-cluster')].map((el) => {
      const b = el.getBoundingClientRect();
      const t = el.querySelector('[aria-hidden="true"]').getBoundingClientRect();
      const style = getComputedStyle(el);
      return { bubble: { left: b.left, top: b.top, right: b.right, bottom: b.bottom }, text: { left: t.left, top: t.top, right: t.right, bottom: t.bottom },
        color: style.color, background: style.backgroundColor };
    }));
  assert.ok(labels.length > 0, 'bubbles drawn');
  for (const { bubble, text, color, background } of labels) {
    assert.ok(text.left >= bubble.left && text.right <= bubble.right && text.top >= bubble.top && text.bottom <= bubble.bottom,
      `count ${JSON.stringify(text)} inside its bubble ${JSON.stringify(bubble)}`);
    const off = (a1, a2, b1, b2) => Math.abs((a1 + a2) / 2 - (b1 + b2) / 2);
    assert.ok(off(text.left, text.right, bubble.left, bubble.right) <= 1.5, `count centred across: ${JSON.stringify({ text, bubble })}`);
    assert.ok(off(text.top, text.bottom, bubble.top, bubble.bottom) <= 2, `count centred down: ${JSON.stringify({ text, bubble })}`);
    const ratio = await contrast(page, color, background);
    assert.ok(ratio >= 4.5, `count ${color} on ${background}: contrast ${ratio.toFixed(2)} (4.5 at least)`);
  }

  // The filters wait behind a button; the map starts in the first screen.
  const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.getByRole('button', { name: 'Aplicar filtros' }).isVisible(), false);
  const map = await page.getByRole('region', { name: 'Mapa de reportes aprobados' }).boundingBox();
  assert.ok(map.y + 100 <= 844, `the map starts at ${map.y}px, within the first screen (844px) with room to see it`);
  // From the keyboard, the button opens them.
  await toggle.focus();
  await page.keyboard.press('Enter');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.getByRole('button', { name: 'Aplicar filtros' }).waitFor();
  await page.keyboard.press('Space');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

  // The list shows at most 20 places at a time: the page stays a few screens tall.
  const list = page.getByRole('region', { name: 'Reportes en esta vista' });
  assert.ok((await list.getByRole('listitem').count()) <= 20);
  await list.getByRole('button', { name: /^Mostrar más/ }).waitFor();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  assert.ok(height < 4 * 844, `the page is ${height}px tall`);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone, the map page shows its first tiles before its scripts have run, then the map takes their place', async () => {
  const phone = { viewport: { width: 390, height: 844 }, locale: 'es-MX', isMobile: true, hasTouch: true };
  const { page, context } = await newPage(e2e.browser, { ...phone, javaScriptEnabled: false });
  await page.goto(`${e2e.server.url}/es/map`);
  const region = page.getByRole('region', { name: 'Mapa de reportes aprobados' });
  // The tiles around the configured centre, from the tile host (answered locally), inside the map's box.
  const tiles = await region.locator('img').evaluateAll((imgs) => {
    const box = imgs[0]?.closest('[role="region"]').getBoundingClientRect();
    return imgs.filter((img) => {
      const r = img.getBoundingClientRect();
      return img.complete && img.naturalWidth > 0 && r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
    }).map((img) => new URL(img.src).host);
  });
  assert.ok(tiles.length >= 4 && tiles.every((host) => host === 'tile.openstreetmap.org'), `tiles shown before the scripts: ${tiles}`);
  await context.close();

  const live = await newPage(e2e.browser, phone);
  await live.page.goto(`${e2e.server.url}/es/map`);
  await live.page.locator('.leaflet-tile-loaded').first().waitFor();
  assert.equal(await live.page.locator('[role="region"] > div[aria-hidden="true"] > img').count(), 0, 'the preview gives way to the map');
  assert.deepEqual(live.errors, []);
  await live.context.close();
});

// boxWidth is the width in degrees of the last box the map asked for.
function boxWidth(url) {
  const [west, , east] = new URL(url).searchParams.get('bbox').split(',').map(Number);
  return east - west;
}

test('from the keyboard: a bubble takes the focus and Enter zooms in on it; Enter on a single report\'s pin opens it', async () => {
  const { page, context, errors } = await newPage(e2e.browser, { viewport: { width: 1280, height: 900 } });
  const boxes = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/public/clusters') boxes.push(boxWidth(r.url())); });
  await page.goto(`${e2e.server.url}/en/map`);
  await settle(page);

  // Bubble after bubble (each Enter zooms in two levels) until single reports show.
  const pin = page.locator('.leaflet-marker-icon:not(.vecino-cluster)').first();
  for (let step = 0; step < 6 && !(await pin.count()); step++) {
    const bubble = page.locator('.vecino-cluster').first();
    assert.equal(await bubble.getAttribute('tabindex'), '0', 'a bubble is in the tab order');
    assert.match(await bubble.getAttribute('title'), / reports? here\. Zoom in$/);
    await bubble.focus();
    // Two levels in, the map asks for a box about a quarter as wide.
    const before = boxes.at(-1);
    const zoomed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/public/clusters' && boxWidth(r.url()) < before * 0.6);
    await page.keyboard.press('Enter');
    await zoomed;
    // Then the markers of the answer are drawn.
    await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim') && document.querySelector('.leaflet-marker-icon'));
    await page.waitForTimeout(500);
  }
  assert.ok(await pin.count(), 'single reports show once zoomed in');
  assert.equal(await pin.getAttribute('tabindex'), '0');
  assert.match(await pin.getAttribute('alt'), /^Pothole/);
  await pin.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en\/public\/violations\/approved\/[0-9a-f-]+$/);
  assert.deepEqual(errors, []);
  await context.close();
});
