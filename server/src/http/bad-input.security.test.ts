// The bad-input sweep (`npm run test:security`, also part of the server suite): walks every
// operation of the app's own OpenAPI document and sends, one field at a time, a string with U+0000
// to every string field and 2^31 to every numeric field (path, query and JSON body), as a
// customer, a vendor and an admin. Every answer must be a 4xx: bad input is never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: JsonSchema }> } };
type Path = (string | number)[];

const NUL = 'bad\u0000value';
const TOO_BIG = 2 ** 31;
const ROLES = ['customer', 'vendor', 'admin'] as const;

let t: TestApp;
const tokens: Record<(typeof ROLES)[number], string> = { customer: '', vendor: '', admin: '' };
const ids: Record<string, string> = {};
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  const vendor = await t.f.vendor();
  const customer = await t.f.customer();
  const admin = await t.f.admin();
  const service = await t.f.service(vendor);
  const car = await t.f.car(service);
  const booking = await t.f.booking(car, customer);
  tokens.customer = await t.f.token(customer);
  tokens.vendor = await t.f.token(vendor);
  tokens.admin = await t.f.token(admin);
  Object.assign(ids, { car: car.id, service: service.id, booking: booking.id, user: customer.id, vendor: vendor.id });
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

afterAll(async () => {
  await t?.close();
});

const variant = (s: JsonSchema): JsonSchema => {
  const options = s.anyOf ?? s.oneOf;
  if (options) return variant(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (s.allOf?.length === 1) return variant(s.allOf[0]!);
  return s;
};
const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type);

let uniqueCounter = 0;
/** A plausible value for a field, so that only the mutated field is wrong. */
function sampleString(name: string, s: JsonSchema): string {
  if (s.enum?.length) return String(s.enum[0]);
  if (typeof s.const === 'string') return s.const;
  const key = name.toLowerCase();
  if (key === 'carid') return ids.car!;
  if (key === 'serviceid') return ids.service!;
  if (key === 'bookingid') return ids.booking!;
  if (key === 'userid' || key === 'vendorid' || key === 'customerid') return ids.user!;
  if (s.format === 'uuid') return crypto.randomUUID();
  if (key === 'email') return `sweep-${++uniqueCounter}@example.pk`;
  if (key.includes('password')) return TEST_PASSWORD;
  if (key === 'phone') return '+92 300 1234567';
  if (key === 'startdate' || key === 'from') return '2031-02-01T10:00:00';
  if (key === 'enddate' || key === 'to') return '2031-02-03T10:00:00';
  if (key === 'makes') return 'TOYOTA';
  if (key.endsWith('url')) return '/files/none.jpg';
  return 'Sweep value';
}

function sample(name: string, raw: JsonSchema): unknown {
  const s = variant(raw);
  const type = typeOf(s);
  if (s.enum?.length) return s.enum[0];
  if (type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(s.properties ?? {})) out[key] = sample(key, child);
    return out;
  }
  // Image URLs must name uploaded files; an empty list is valid.
  if (type === 'array') return s.items && name !== 'imageUrls' ? [sample(name, s.items)] : [];
  if (type === 'integer') return name.toLowerCase() === 'year' ? 2022 : 1;
  if (type === 'number') return 1000;
  if (type === 'boolean') return false;
  return sampleString(name, s);
}

/** Paths (within a sample value) of every string and number field, with the bad value for each. */
function mutations(raw: JsonSchema, at: Path = []): { path: Path; value: unknown }[] {
  const s = variant(raw);
  const type = typeOf(s);
  if (type === 'object' || s.properties) {
    return Object.entries(s.properties ?? {}).flatMap(([key, child]) => mutations(child, [...at, key]));
  }
  if (type === 'array') return s.items ? mutations(s.items, [...at, 0]) : [];
  if (type === 'integer' || type === 'number') return [{ path: at, value: TOO_BIG }];
  if (type === 'string') return [{ path: at, value: NUL }];
  return [];
}

function setAt(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(target) ? [...(target as unknown[])] : { ...(target as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

function pathId(route: string, name: string): string {
  if (name === 'serviceId') return ids.service!;
  if (name === 'vendorId') return ids.vendor!;
  if (name === 'userId') return ids.user!;
  if (route.startsWith('/api/cars')) return ids.car!;
  if (route.startsWith('/api/services')) return ids.service!;
  if (route.startsWith('/api/bookings')) return ids.booking!;
  // Destructive routes on users get an id that names nobody.
  return crypto.randomUUID();
}

interface Case {
  name: string;
  method: string;
  url: string;
  payload?: unknown;
}

function casesOf(route: string, method: string, op: Operation): Case[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const pathValues = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, pathId(route, p.name)]));
  const queryValues: Record<string, unknown> = {};
  for (const p of params.filter((p) => p.in === 'query')) {
    const s = variant(p.schema ?? {});
    // Only required query parameters get a baseline; the others are sent only when mutated.
    if (p.schema && (op.parameters as (Parameter & { required?: boolean })[]).find((x) => x === p)?.required) {
      queryValues[p.name] = sample(p.name, s);
    }
  }
  const declared = op.requestBody?.content['application/json']?.schema;
  // An empty schema means "any body or none" (the body-less action PUTs): send none.
  const jsonBody = declared && Object.keys(declared).length > 0 ? declared : undefined;
  const body = jsonBody ? sample('body', jsonBody) : undefined;

  const build = (path: Record<string, unknown>, query: Record<string, unknown>, payload: unknown, label: string): Case => {
    let url = route.replace(/\{(\w+)\}/g, (_m, key: string) => encodeURIComponent(String(path[key])));
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    if (qs) url += `?${qs}`;
    return { name: `${method.toUpperCase()} ${route} ${label}`, method: method.toUpperCase(), url, payload };
  };

  const out: Case[] = [];
  for (const p of params) {
    for (const m of mutations(p.schema ?? {})) {
      if (p.in === 'path') out.push(build({ ...pathValues, [p.name]: m.value }, queryValues, body, `path ${p.name}`));
      else out.push(build(pathValues, { ...queryValues, [p.name]: m.value }, body, `query ${p.name}`));
    }
  }
  if (jsonBody) {
    for (const m of mutations(jsonBody)) {
      out.push(build(pathValues, queryValues, setAt(body, m.path, m.value), `body ${m.path.join('.') || '(root)'}`));
    }
  }
  return out;
}

describe('bad input never yields a 5xx', () => {
  it('sends U+0000 and 2^31 to every string and number field of every documented route', async () => {
    const cases = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => casesOf(route, method, op)),
    );
    // The document is the app's own: if it shrank to nothing, the sweep would prove nothing.
    expect(cases.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const role of ROLES) {
      for (const c of cases) {
        const res = await t.app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: bearer(tokens[role]),
          ...(c.payload !== undefined ? { payload: c.payload as object } : {}),
        });
        if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${role} ${c.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
