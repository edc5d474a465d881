import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-arbitraries.js';

/**
 * How to fuzz a route that its schema alone does not describe. Every route is fuzzed from its own
 * schema in the OpenAPI document; only these need a word more. Keys are `METHOD /path` as Fastify
 * registers it (`:param`); a key ending in `*` covers every route under that path.
 */
export interface RouteRule {
  /** Why the route is listed: read by whoever adds the next one. */
  reason: string;
  /**
   * What the route reads instead of a JSON body: nothing (a JSON body is still sent, and must not
   * hurt), or raw bytes of these content types (random bytes and real-looking headers are sent).
   */
  body?: { kind: 'none' } | { kind: 'bytes'; contentTypes: string[] };
  /** The answer is not the `{ success, … }` envelope: probes, the docs' own files, photos. */
  envelope?: false;
  /** The route may answer with a redirect (the docs page sends `/api/docs/static/…` on). */
  redirects?: true;
  /** A stream that never ends (Server-Sent Events): app.inject cannot read it, so it is not fuzzed here. */
  stream?: true;
}

export const ROUTE_TABLE: Record<string, RouteRule> = {
  'POST /api/v1/auth/logout': {
    reason: 'Signs out whoever the token names and reads no body, whatever its content type says.',
    body: { kind: 'none' },
  },
  'GET /api/health': {
    reason: 'A liveness probe: answers {"status":"ok"} for load balancers.',
    envelope: false,
  },
  'GET /api/ready': { reason: 'A readiness probe: answers {"status":"ready"}.', envelope: false },
  'GET /api/docs*': {
    reason: 'The OpenAPI page and its static files (@fastify/swagger-ui), hidden from the document itself.',
    envelope: false,
    redirects: true,
  },
  'POST /api/v1/ops/totp/enrol': {
    reason: 'Makes a new authenticator key for the signed-in staff member: no body.',
    body: { kind: 'none' },
  },
  'POST /api/v1/profile/phone/code': {
    reason: "Texts a code to the signed-in person's profile number: no body (the number is the profile's).",
    body: { kind: 'none' },
  },
  'POST /api/v1/abokis/:id/publish': {
    reason: 'An action on the Aboki named in the path: no body.',
    body: { kind: 'none' },
  },
  'POST /api/v1/abokis/:id/pause': {
    reason: 'An action on the Aboki named in the path: no body.',
    body: { kind: 'none' },
  },
  'POST /api/v1/abokis/:id/resume': {
    reason: 'An action on the Aboki named in the path: no body.',
    body: { kind: 'none' },
  },
  'PUT /api/v1/jobs/:reference/dispute/photos': {
    reason: "Takes a dispute's photo as raw image bytes, not JSON.",
    body: {
      kind: 'bytes',
      contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml'],
    },
  },
  'PUT /api/v1/abokis/:id/photo': {
    reason: 'Takes the photo as raw image bytes, not JSON.',
    body: {
      kind: 'bytes',
      contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml'],
    },
  },
  'GET /api/v1/photos/:name': { reason: 'Answers with the WebP bytes of a photo.', envelope: false },
  'POST /api/v1/payments/paystack/webhook': {
    reason: 'Reads the raw bytes Paystack signed (the signature is over them), not a parsed JSON body.',
    body: { kind: 'bytes', contentTypes: ['application/json'] },
  },
  'GET /api/v1/payments/paystack/callback': {
    reason: 'Paystack sends the browser back here; it answers with a redirect to a page of the site.',
    redirects: true,
  },
  'GET /api/v1/jobs/:reference/receipt': {
    reason: 'Answers with a printable HTML receipt, not JSON.',
    envelope: false,
  },
  'GET /api/v1/agent/money/statement.csv': {
    reason: "Answers a month of the agent's statement as a CSV file to save, not JSON.",
    envelope: false,
  },
  'GET /api/v1/me/export': {
    reason: "Answers the person's data as one JSON file to save (an attachment), not the envelope.",
    envelope: false,
  },
  'GET /api/v1/events': {
    reason: 'Server-Sent Events: open until the client leaves; tested over a real socket in events.test.ts.',
    stream: true,
  },
};

/** A route as Fastify holds it. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** A route ready to fuzz: where its input goes and what shape each part has. */
export interface FuzzRoute extends RegisteredRoute {
  key: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  /** Headers the route's schema names (an Idempotency-Key, say). */
  headers: { name: string; schema: JsonSchema; required: boolean }[];
  body: { kind: 'json'; schema: JsonSchema } | { kind: 'none' } | { kind: 'bytes'; contentTypes: string[] };
  envelope: boolean;
  redirects: boolean;
}

export interface FuzzPlan {
  routes: FuzzRoute[];
  /** Routes the suite cannot fuzz, and table entries that match no route: each fails the suite. */
  problems: string[];
  components: Record<string, JsonSchema>;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * Every route the app serves, read from Fastify's own route tree (not from the OpenAPI document,
 * which leaves out hidden routes): `printRoutes` draws one route per line, children indented by
 * four columns under their parent, with the methods in brackets.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const parent = depth > 0 ? parents[depth - 1]! : '';
    // The router draws `/x/*` as a child `*` under `/x`.
    const segment = match[2]!.startsWith('*') && !parent.endsWith('/') ? `/${match[2]!}` : match[2]!;
    const path = parent + segment;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((name) => name.trim())) {
      if (method && method !== 'HEAD') routes.push({ method, url: path });
    }
  }
  return routes;
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function ruleFor(key: string): [string, RouteRule] | undefined {
  return Object.entries(ROUTE_TABLE).find(([pattern]) =>
    pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
  );
}

/** What to send to each route, from its schema in the OpenAPI document and, where listed, the table. */
export function fuzzPlan(app: FastifyInstance): FuzzPlan {
  const document = app.swagger() as OpenApiDocument;
  const registered = registeredRoutes(app);
  const problems: string[] = [];
  const usedRules = new Set<string>();
  const routes: FuzzRoute[] = [];

  if (registered.length === 0) problems.push('No routes found: has the format of printRoutes changed?');

  for (const { method, url } of registered) {
    const key = `${method} ${url}`;
    const operation = document.paths?.[openApiPath(url)]?.[method.toLowerCase()];
    const listed = ruleFor(key);
    if (listed) usedRules.add(listed[0]);
    const rule = listed?.[1];
    if (rule?.stream) continue;
    if (!operation && !rule) {
      problems.push(
        `${key} is not in the OpenAPI document (hidden?) and not in ROUTE_TABLE (api/src/test/fuzz/routes.ts): document it with a schema, or say there how to fuzz it`,
      );
      continue;
    }

    const parameters = operation?.parameters ?? [];
    const pathParams = [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map(([, name]) => ({
      name: name ?? '*',
      schema: parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? {
        type: 'string',
      },
    }));
    const declared = (place: string) =>
      parameters
        .filter((parameter) => parameter.in === place)
        .map((parameter) => ({
          name: parameter.name,
          schema: parameter.schema ?? { type: 'string' },
          required: parameter.required === true,
        }));
    const query = declared('query');
    // Authorization and content-type are the harness's own; every other declared header is fuzzed.
    const headers = declared('header').filter(
      (header) => !['authorization', 'content-type'].includes(header.name.toLowerCase()),
    );

    const jsonBody = operation?.requestBody?.content?.['application/json']?.schema;
    let body: FuzzRoute['body'];
    if (jsonBody) body = { kind: 'json', schema: jsonBody };
    else if (rule?.body) body = rule.body;
    else if (['GET', 'DELETE', 'OPTIONS'].includes(method)) body = { kind: 'none' };
    else {
      problems.push(
        `${key} takes a body with no JSON schema in the OpenAPI document and has no entry in ROUTE_TABLE (api/src/test/fuzz/routes.ts): give it a body schema, or say there what it reads`,
      );
      continue;
    }
    routes.push({
      key,
      method,
      url,
      pathParams,
      query,
      headers,
      body,
      envelope: rule?.envelope !== false,
      redirects: rule?.redirects === true,
    });
  }

  for (const pattern of Object.keys(ROUTE_TABLE)) {
    if (!usedRules.has(pattern))
      problems.push(`ROUTE_TABLE lists ${pattern}, which no longer exists: remove it`);
  }
  return { routes, problems, components: document.components?.schemas ?? {} };
}
