import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { abokiSearchAnswerSchema } from 'shared/schemas';
import { z } from 'zod';
import { successEnvelope } from '../../lib/envelope.js';

// The search's 200 answer is written by fast-json-stringify, compiled once from the same Zod schema
// the OpenAPI document and the other routes use (docs/decisions/0027): Zod's serializer parses the
// whole answer into a copy before JSON.stringify, ~10–15 % of the API's CPU per search. The compiled
// writer keeps the contract: it writes only the schema's properties (anything else an object carries
// is left out, as Zod's parse would strip it) and throws when a required one is missing.

type JsonSchema = { [key: string]: unknown };

/**
 * "T or null" as a type list: fast-json-stringify checks each value of an anyOf against its
 * branches with Ajv at run time, a type list it writes directly.
 */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node as JsonSchema).map(([key, value]) => [key, withNullableTypes(value)]),
  );
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const nullBranch = branches.findIndex((branch) => branch.type === 'null');
    const other = branches[1 - nullBranch];
    if (nullBranch !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return schema;
}

const answerSchema = withNullableTypes(
  z.toJSONSchema(successEnvelope(abokiSearchAnswerSchema), { target: 'draft-7', io: 'output' }),
) as JsonSchema;
delete answerSchema.$schema;

/** Writes `{ success, message?, data: { abokis, nextCursor } }` as the Zod serializer would. */
export const writeSearchAnswer: (answer: unknown) => string = fastJson(answerSchema);

/** The search route's serializers: the compiled writer for 200, Zod's for the error envelopes. */
export function searchSerializerCompiler<T>(
  route: Parameters<FastifySerializerCompiler<T>>[0],
): (data: unknown) => string {
  return route.httpStatus === '200'
    ? writeSearchAnswer
    : zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
}
