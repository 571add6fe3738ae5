// Open311 GeoReport v2 driven by a client no one on the team wrote:
// open311@0.0.12, Code for America's Node.js client (node-open311), in its
// default JSON mode (its XML parsers cannot be installed here; see
// shims/README.md). It discovers the endpoint, reads services, a service
// definition and requests, files a request with an API key that an owner
// made, turns its token into the id, and the request is then in screening.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Open311 from 'open311';
import { useServerAndBrowser } from '../lib/setup.mjs';

const e2e = useServerAndBrowser({ browser: false });

// call turns the client's callback style into a promise.
const call = (fn, ...args) => new Promise((resolve, reject) => {
  fn(...args, (err, data) => (err ? reject(new Error(`${err}: ${data}`)) : resolve(data)));
});

async function signIn(role) {
  const { email, password } = e2e.server.accounts[role];
  const res = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, remember_me: false }),
  });
  assert.equal(res.status, 200, `sign-in as ${role}`);
  return (await res.json()).access_token;
}

test('the published Open311 client reads services and requests and files a request that lands in screening', async () => {
  const owner = await signIn('owner');
  const made = await fetch(`${e2e.server.url}/api/owner/api-keys`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` }, body: JSON.stringify({ name: 'node-open311 test' }),
  });
  assert.equal(made.status, 201);
  const { secret } = await made.json();

  const city = new Open311({ discovery: `${e2e.server.url}/open311/v2/discovery.json`, endpoint: `${e2e.server.url}/open311/v2/`, apiKey: secret });
  const discovery = await call(city.serviceDiscovery.bind(city));
  assert.equal(discovery.endpoints[0].specification, 'http://wiki.open311.org/GeoReport_v2');
  assert.ok(discovery.endpoints[0].formats.includes('application/json') && discovery.endpoints[0].formats.includes('text/xml'));

  const services = await call(city.serviceList.bind(city));
  const codes = services.map((s) => s.service_code);
  assert.ok(codes.includes('road-infrastructure/pothole'), 'pothole is a service');
  assert.ok(!codes.some((c) => c.startsWith('renter-protection')), 'tenant reports are never a service');

  const definition = await call(city.serviceDefinition.bind(city), 'careless-driver/speeding');
  assert.deepEqual(definition.attributes.map((a) => a.code), ['occurred_at', 'license_plate']);

  const open = await call(city.serviceRequests.bind(city), { status: 'open' });
  assert.ok(open.length > 0, 'the demo data has public requests');
  assert.ok(open.every((r) => r.status === 'open' && r.requested_datetime instanceof Date && !Number.isNaN(r.requested_datetime.getTime())));
  const [one] = await call(city.serviceRequests.bind(city), open[0].service_request_id);
  assert.equal(one.service_request_id, open[0].service_request_id);
  const byIds = await call(city.serviceRequests.bind(city), [open[0].service_request_id, open[1]?.service_request_id ?? 'none']);
  assert.ok(byIds.length >= 1 && byIds[0].service_request_id === open[0].service_request_id);

  const description = `Truck speeding past the school, filed through Open311 ${Date.now()}`;
  const filed = await call(city.submitRequest.bind(city), {
    service_code: 'careless-driver/speeding', lat: 40.7178, long: -74.0431, description,
    attributes: { license_plate: 'XYZ 987' }, email: 'caller@example.org',
  });
  const id = filed[0].service_request_id;
  assert.ok(id && filed[0].service_notice, 'the id comes back at once, with a notice');
  const [fromToken] = await call(city.token.bind(city), id);
  assert.equal(fromToken.service_request_id, id);
  const [mine] = await call(city.serviceRequests.bind(city), id, { api_key: secret });
  assert.equal(mine.status, 'open');
  assert.match(mine.status_notes, /staff check it/);

  // Staff find it in screening, marked as coming from Open311.
  const admin = await signIn('reporter_admin');
  const queue = await (await fetch(`${e2e.server.url}/api/reports?status=screening&q=${encodeURIComponent('filed through Open311')}`, {
    headers: { Authorization: `Bearer ${admin}` },
  })).json();
  const found = queue.items.find((r) => r.id === id);
  assert.ok(found, 'the request is in the screening queue');
  assert.equal(found.description, description);
  assert.equal(found.origin, 'open311');
  assert.equal(found.license_plate, 'XYZ987');

  // A wrong key is refused with the spec's 403.
  const stranger = new Open311({ endpoint: `${e2e.server.url}/open311/v2/`, apiKey: 'vk_wrong' });
  await assert.rejects(call(stranger.submitRequest.bind(stranger), { service_code: 'road-infrastructure/pothole', lat: 40.7, long: -74, description }), /403/);
});
