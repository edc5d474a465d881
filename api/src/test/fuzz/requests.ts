import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FuzzRoute } from './routes.js';
import {
  nastyString,
  schemaArbitraries,
  type JsonSchema,
  type KnownValues,
  type RefResolver,
} from './schema-arbitraries.js';

/** Who sends the request: nobody, a signed-in USER or AGENT (with profiles), or a forged token. */
export type Caller = 'anonymous' | 'user' | 'agent' | 'forged';

/** One generated request, before the caller's token is filled in. */
export interface FuzzRequest {
  caller: Caller;
  method: string;
  url: string;
  remoteAddress: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Half valid, half mutated: valid input gets past validation to the service and the database. */
function validOrMutated(
  schema: JsonSchema,
  resolve: RefResolver,
  known: KnownValues,
  name: string | undefined,
  validOnly: boolean,
): fc.Arbitrary<unknown> {
  const { valid, mutated } = schemaArbitraries(schema, resolve, known, name);
  return validOnly ? valid : fc.oneof(valid, mutated);
}

/** `arbitrary` one time in `1 + nullWeight`, null otherwise. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, nullWeight = 3) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: nullWeight }, { arbitrary, weight: 1 });

/**
 * Percent-encodes any string, lone surrogates included (as the invalid UTF-8 bytes a careless
 * client would send), where encodeURIComponent throws.
 */
export function percentEncode(value: string): string {
  let encoded = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = value.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(value[i]!);
    }
  }
  return encoded;
}

/** A query value as a client would put it in a URL: text as is, anything else as JSON. */
const queryText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Headers that frame the request itself: the harness sets them, a generated value never does. */
const FRAMING_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'expect']);

/** A header name as HTTP allows it (a token), or '' when nothing of it is left or it is the harness's. */
function headerName(name: string): string {
  const token = name.toLowerCase().replace(/[^!#$%&'*+.^_`|~0-9a-z-]/g, '');
  return FRAMING_HEADERS.has(token) || token === 'authorization' || token === 'content-type' ? '' : token;
}

/**
 * A header value as HTTP can carry it: visible ASCII, spaces and tabs only (a client cannot send a
 * line break or a NUL in a header), at most 8 KiB.
 */
const headerText = (value: string) => value.replace(/[^\t\x20-\x7e]/g, '').slice(0, 8192);

/** Bodies no schema describes: broken JSON, other content types, and worse. */
const RAW_BODIES: fc.Arbitrary<{ payload: string | Buffer; contentType?: string }> = fc.oneof(
  fc.constantFrom(
    { payload: '{', contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '"text"', contentType: 'application/json' },
    { payload: '[]', contentType: 'application/json' },
    { payload: '1e999999', contentType: 'application/json' },
    { payload: '\ufeff{}', contentType: 'application/json' },
    { payload: '{"a":1,"a":2}', contentType: 'application/json' },
    { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
    { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
    { payload: '{}', contentType: 'application/json; charset=utf-16' },
    { payload: '{}', contentType: 'text/plain' },
    { payload: 'name=Ada&email=ada%40example.com', contentType: 'application/x-www-form-urlencoded' },
    { payload: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    { payload: '{}', contentType: 'application/json\u0000' },
    { payload: '{}' },
  ),
  fc.constantFrom(200, 5_000).map((depth) => ({
    payload: '['.repeat(depth) + ']'.repeat(depth),
    contentType: 'application/json',
  })),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
    payload: Buffer.from(bytes),
    contentType: 'application/json',
  })),
);

/** Image-like bytes for routes that take raw bytes: real magic numbers followed by garbage. */
const RAW_BYTES = fc
  .tuple(
    fc.constantFrom(
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
      Buffer.from('GIF89a'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.alloc(0),
    ),
    fc.uint8Array({ maxLength: 256 }),
  )
  .map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)]));

/** Every request a client could send to `route`: its schema's values, valid and mutated, and worse. */
export function requestArbitrary(
  route: FuzzRoute,
  resolve: RefResolver,
  known: KnownValues,
  /** Only values the schema accepts, JSON bodies only, nothing extra: the bases of `poisonedRequests`. */
  validOnly = false,
): fc.Arbitrary<FuzzRequest> {
  const pathValues = route.pathParams.map((param) =>
    param.name === '*'
      ? fc.oneof(fc.constantFrom('', 'index.html', 'json', '../package.json', '%2e%2e/x'), nastyString)
      : validOrMutated(param.schema, resolve, known, param.name, validOnly),
  );
  // The query as one object, so required parameters are sent and related ones (state and lga) agree.
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(route.query.map((param) => [param.name, param.schema])),
    required: route.query.filter((param) => param.required).map((param) => param.name),
  };
  const declaredQuery: fc.Arbitrary<Record<string, unknown>> =
    route.query.length === 0
      ? fc.constant({})
      : validOrMutated(querySchema, resolve, known, undefined, validOnly).map((value) =>
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? (value as Record<string, unknown>)
            : {},
        );
  const headerSchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(route.headers.map((header) => [header.name, header.schema])),
    required: route.headers.filter((header) => header.required).map((header) => header.name),
  };
  const declaredHeaders: fc.Arbitrary<Record<string, string>> =
    route.headers.length === 0
      ? fc.constant({})
      : validOrMutated(headerSchema, resolve, known, undefined, validOnly).map((value) =>
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? Object.fromEntries(
                Object.entries(value)
                  .map(([name, field]) => [headerName(name), headerText(queryText(field))])
                  .filter(([name]) => name !== ''),
              )
            : {},
        );
  const query = fc.tuple(
    declaredQuery,
    // Parameters nobody declared, and declared ones given twice.
    validOnly
      ? fc.constant(null)
      : sometimes(fc.dictionary(fc.string({ maxLength: 10 }), nastyString, { minKeys: 1, maxKeys: 2 })),
    validOnly
      ? fc.constant(null)
      : sometimes(
          fc.constantFrom(...(route.query.length > 0 ? route.query.map((param) => param.name) : ['x'])),
          5,
        ),
  );

  let body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }>;
  if (route.body.kind === 'json') {
    const value = validOrMutated(route.body.schema, resolve, known, undefined, validOnly);
    body = validOnly
      ? value.map((json) => ({ payload: JSON.stringify(json), contentType: 'application/json' }))
      : fc.oneof(
          {
            arbitrary: value.map((json) => ({
              payload: JSON.stringify(json),
              contentType: 'application/json',
            })),
            weight: 8,
          },
          { arbitrary: RAW_BODIES, weight: 1 },
          { arbitrary: fc.constant({}), weight: 1 },
        );
  } else if (route.body.kind === 'bytes' && !validOnly) {
    body = fc.oneof(
      fc.tuple(RAW_BYTES, fc.constantFrom(...route.body.contentTypes)).map(([payload, contentType]) => ({
        payload,
        contentType,
      })),
      RAW_BODIES,
      fc.constant({}),
    );
  } else {
    body = validOnly
      ? fc.constant({})
      : fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: RAW_BODIES, weight: 1 });
  }

  return fc
    .record({
      caller: fc.constantFrom<Caller>('anonymous', 'user', 'agent', 'forged'),
      path: fc.tuple(...pathValues),
      query,
      declaredHeaders,
      body,
      remoteAddress: fc.oneof(fc.ipV4(), fc.ipV6()),
    })
    .map(
      ({
        caller,
        path,
        query: [declared, extra, repeated],
        declaredHeaders: headerValues,
        body: { payload, contentType },
        remoteAddress,
      }) => {
        let index = 0;
        const url = route.url.replace(/:([A-Za-z0-9_]+)|\*/g, () => percentEncode(queryText(path[index++])));
        const pairs: [string, string][] = Object.entries(declared).map(([name, value]) => [
          name,
          queryText(value),
        ]);
        for (const [name, value] of Object.entries(extra ?? {})) pairs.push([name, value]);
        if (repeated) pairs.push([repeated, pairs.find(([name]) => name === repeated)?.[1] ?? '1']);
        const search = pairs
          .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
          .join('&');
        const headers: Record<string, string> = { ...headerValues };
        if (contentType) headers['content-type'] = contentType;
        return {
          caller,
          method: route.method,
          url: search ? `${url}?${search}` : url,
          remoteAddress,
          headers,
          ...(payload === undefined ? {} : { payload }),
        };
      },
    );
}

/** The characters put, one field at a time, into otherwise valid bodies by `poisonedRequests`. */
const POISONS = ['\u0000', '\ud800', '\u2028'];

/** Every path to a string in a JSON value, with a function that returns a copy with it replaced. */
function stringLeaves(
  value: unknown,
  replace: (text: string) => unknown = (text) => text,
): ((edit: (text: string) => string) => unknown)[] {
  if (typeof value === 'string') return [(edit) => replace(edit(value))];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      stringLeaves(item, (text) => replace(value.map((other, at) => (at === index ? text : other)))),
    );
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      stringLeaves(item, (text) => replace({ ...value, [key]: text })),
    );
  }
  return [];
}

/**
 * A sweep, not a sample: for each field of the body, a valid body holding the required fields and
 * that one, with a NUL byte put into each of its text values, from each caller (and, from the
 * signed-in USER, a lone surrogate and a line separator too). That is issue 7's finding 2, which random
 * mutation reaches only now and then on a route with many fields.
 */
export function poisonedRequests(
  route: FuzzRoute,
  resolve: RefResolver,
  known: KnownValues,
  seed: number,
): FuzzRequest[] {
  if (route.body.kind !== 'json') return [];
  let schema = route.body.schema;
  while (schema.$ref) schema = resolve(schema.$ref);
  const required = new Set(schema.required ?? []);
  const callers: Caller[] = ['anonymous', 'user', 'agent'];
  // Valid bodies leave most optional fields out: sample several, and take each field from the first
  // body that has it.
  const bases = fc
    .sample(requestArbitrary(route, resolve, known, true), { numRuns: 12, seed })
    .map((request) => ({ request, body: JSON.parse(String(request.payload)) as unknown }))
    .filter(
      (base): base is { request: FuzzRequest; body: Record<string, unknown> } =>
        typeof base.body === 'object' && base.body !== null && !Array.isArray(base.body),
    );
  const fields = [...new Set(bases.flatMap(({ body }) => Object.keys(body)))];
  return callers.flatMap((caller) =>
    fields.flatMap((field) => {
      const base = bases.find(({ body }) => field in body)!;
      const minimal = Object.fromEntries(
        Object.entries(base.body).filter(([key]) => key === field || required.has(key)),
      );
      return stringLeaves(minimal[field], (text) => ({ ...minimal, [field]: text })).flatMap((leaf) =>
        (caller === 'user' ? POISONS : POISONS.slice(0, 1)).map((poison) => ({
          ...base.request,
          caller,
          payload: JSON.stringify(
            leaf((text) => {
              const middle = Math.ceil(text.length / 2);
              return `${text.slice(0, middle)}${poison}${text.slice(middle)}`;
            }),
          ),
        })),
      );
    }),
  );
}

/** The inject options of a request, with the caller's token. */
export function injectOptions(request: FuzzRequest, tokens: Record<'user' | 'agent', string>): InjectOptions {
  const headers = { ...request.headers };
  if (request.caller === 'user' || request.caller === 'agent') {
    headers.authorization = `Bearer ${tokens[request.caller]}`;
  } else if (request.caller === 'forged') {
    headers.authorization = `Bearer ${tokens.user.slice(0, -4)}AAAA`;
  }
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    remoteAddress: request.remoteAddress,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

/** Server internals that must never reach a client: a stack frame, SQL, a driver's error text. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at [^\n]+:\d+:\d+|\bat (?:async )?[\w.<>]+ \((?:file:\/\/|node:|\/)[^)]*\)/],
  ['a file path of the server', /\/(?:work|home|srv|usr|app)\/[\w./-]+\.(?:[cm]?js|ts)\b/],
  ['SQL', /\b(?:select\s[\s\S]{1,200}\bfrom|insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i],
  [
    'a database error',
    /\b(?:violates (?:unique|foreign key|check|not-null) constraint|syntax error at or near|invalid byte sequence|relation "\w+"|SQLSTATE|PGlite|drizzle|DrizzleQueryError)\b/i,
  ],
  ['an internal error', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /],
];

/**
 * Why a response breaks the contract, or null when it keeps it: 2xx or 4xx (never 5xx), every
 * failure the JSON error envelope, every success on an API route the success envelope, and
 * nothing of the server's internals in the body.
 */
export function contractBreach(route: FuzzRoute, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  const redirect =
    route.redirects && status >= 300 && status < 400 && response.headers.location !== undefined;
  if (!((status >= 200 && status < 300) || (status >= 400 && status < 500) || redirect))
    return `status ${status}`;
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(response.body)) return `the body shows ${what}`;
  }
  const isJson = /^application\/json\b/.test(String(response.headers['content-type'] ?? ''));
  if (redirect) return null;
  if (status >= 400) {
    if (!isJson) return `a ${status} that is not JSON (${String(response.headers['content-type'])})`;
    const body = parse(response.body);
    if (
      !body ||
      body.success !== false ||
      typeof body.message !== 'string' ||
      body.message.length === 0 ||
      typeof body.error !== 'string' ||
      typeof body.requestId !== 'string'
    ) {
      return `a ${status} without the error envelope`;
    }
    if (status === 429 && !response.headers['retry-after']) return 'a 429 without Retry-After';
    return null;
  }
  if (route.envelope) {
    const body = isJson ? parse(response.body) : null;
    if (!body || body.success !== true || typeof body.data !== 'object' || body.data === null) {
      return `a ${status} without the success envelope`;
    }
  }
  return null;
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
