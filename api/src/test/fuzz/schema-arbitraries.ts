import fc from 'fast-check';
import { NIGERIAN_STATES } from 'shared/nigeria';

/**
 * The JSON Schema subset the OpenAPI document holds for our Zod schemas (fastify-type-provider-zod
 * converts each route's Zod schema with `z.toJSONSchema`, OpenAPI 3.0 flavour).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
}

/** Resolves `#/components/schemas/…` references against the OpenAPI document. */
export type RefResolver = (ref: string) => JsonSchema;

/** What a person could type, beyond ASCII: accents, Yoruba and Hausa letters, Arabic, emoji. */
const HUMAN_TEXT = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('Adaeze Okafor', 'Ọlábísí Àjàyí', 'Ɗan Ƙasa', 'Chiamaka 👩🏾‍💼', 'مُحَمَّد', 'Tèmi-Tọ́pẹ́'),
);

/**
 * Strings that broke or could break a server somewhere: control characters (NUL first), lone
 * surrogates, direction overrides, zero-width and combining characters, look-alike digits, SQL and
 * markup, format strings, and padding. Each appears alone and around ordinary text.
 */
const NASTY_FRAGMENTS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\n',
  '\r\n',
  '\u000b',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\ud800',
  '\udfff',
  '\udbff\udfff',
  '\u202e',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\ufffd',
  '\uffff',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '🇳🇬',
  '٠١٢٣٤٥٦٧٨٩',
  '０８０３',
  '𝟎𝟖𝟎𝟑',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '$1',
  '\\',
  '%00',
  '%s%n',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  ' ',
  '',
];

/** The characters that most often break storage, logs and emails: put into otherwise valid values. */
const CONTROL_FRAGMENTS = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\n',
  '\r',
  '\ud800',
  '\u202e',
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_FRAGMENTS),
  fc
    .tuple(HUMAN_TEXT, fc.constantFrom(...NASTY_FRAGMENTS), HUMAN_TEXT)
    .map(([before, nasty, after]) => `${before}${nasty}${after}`),
  fc.string({ unit: 'binary', maxLength: 30 }),
  // Sizes around typical limits, and past the 100 KiB body limit.
  fc
    .tuple(
      fc.constantFrom(65, 81, 121, 129, 201, 256, 1_001, 10_000, 120_000),
      fc.constantFrom('a', 'é', '𝟎', '\u0000'),
    )
    .map(([length, unit]) => unit.repeat(length)),
);

/** Values of every JSON type, for "the wrong type" and for fields nobody declared. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 53 + 1, 1e308, -1e308, '', '0', 'null', [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  nastyString,
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
);

/**
 * Fields whose valid values a schema cannot spell (a Nigerian phone number, a state and an LGA that
 * belong together, a password that is not common): drawn from real data half of the time, so that
 * bodies get past validation and reach the service and the database. Keyed by field name, never by
 * route, so a new route with these fields benefits without a line here.
 */
const SIMPLE_EMAIL = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9.]{0,14}[a-z0-9]$/),
    fc.constantFrom('example.com', 'aboki.test', 'mail.ng'),
  )
  .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`);

/** A Lagos calendar date a few days ahead (booking searches look forward), or around today. */
const NEAR_DATE = fc
  .integer({ min: -2, max: 14 })
  .map((days) => new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString().slice(0, 10));

const FIELD_HINTS: Record<string, fc.Arbitrary<unknown>> = {
  date: NEAR_DATE,
  from: NEAR_DATE,
  time: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom('00', '30'))
    .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${minute}`),
  otp: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.constantFrom('123 456', '000000')),
  state: fc.constantFrom(...NIGERIAN_STATES.map((state) => state.name), 'lagos', 'FCT'),
  phoneNumber: fc.constantFrom(
    '0803 123 4567',
    '08031234567',
    '+2348031234567',
    '0905-555-0199',
    '07011112222',
  ),
  phone: fc.constantFrom('0803 123 4567', '+2348031234567'),
  email: fc.oneof(
    SIMPLE_EMAIL,
    fc.emailAddress().filter((email) => email.length <= 200),
    fc.constantFrom('ada@example.com', 'ADA@Example.COM', 'fuzz.user@aboki.test'),
  ),
  password: fc.constantFrom('kola nut under the mango tree', 'Harmattan-dust-2026!', 'zobo and puff-puff'),
  name: HUMAN_TEXT.filter((name) => name.trim().length >= 2),
  idType: fc.constantFrom('NIN', 'BVN', 'PASSPORT'),
  idNumber: fc.constantFrom('12345678901', 'A12345678', '1234-5678-901'),
};

/**
 * Identifiers the server handed out during the run (an Aboki's id, a service's slug), learnt from
 * successful answers, so that `/abokis/:id` is also asked about Abokis that exist. Keyed by the
 * last word of the field name: `id`, `abokiId` and `ids` share `id`; `slug`, `serviceSlug` and
 * `service` share `slug`.
 */
export class KnownValues {
  private readonly values = new Map<string, string[]>();

  static keyOf(name: string): string {
    const words = name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const last = words.at(-1) ?? name;
    // A service is named by its slug wherever it is referred to.
    if (last === 'service' || last === 'services') return 'slug';
    return last.endsWith('s') && last.length > 3 ? last.slice(0, -1) : last;
  }

  /** Remembers the short string values of an answer's fields (a few hundred per name at most). */
  learn(value: unknown, depth = 0): void {
    if (depth > 6 || typeof value !== 'object' || value === null) return;
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string' && field.length > 0 && field.length <= 100) {
        const list = this.values.get(KnownValues.keyOf(key)) ?? [];
        if (!list.includes(field) && list.length < 300) list.push(field);
        this.values.set(KnownValues.keyOf(key), list);
      } else {
        this.learn(field, depth + 1);
      }
    }
  }

  /** A value learnt for `name`, or `fallback` while there is none. */
  arbitrary<T>(name: string, fallback: fc.Arbitrary<T>): fc.Arbitrary<T | string> {
    const key = KnownValues.keyOf(name);
    return fc.tuple(fc.nat(), fallback).map(([index, other]) => {
      const list = this.values.get(key);
      return list?.length ? list[index % list.length]! : other;
    });
  }
}

const STATE_AND_LGA = fc
  .constantFrom(...NIGERIAN_STATES)
  .chain((state) => fc.record({ state: fc.constant(state.name), lga: fc.constantFrom(...state.lgas) }));

const OMITTED = Symbol('omitted');

export interface Arbitraries {
  /** Values the schema accepts (most of the time: refinements are not in the JSON Schema). */
  valid: fc.Arbitrary<unknown>;
  /** Values close to valid with one thing wrong, or nothing like valid. */
  mutated: fc.Arbitrary<unknown>;
}

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** Builds the valid and mutated arbitraries of a schema. */
export function schemaArbitraries(
  root: JsonSchema,
  resolve: RefResolver,
  known: KnownValues,
  /** The field, parameter or query name the value is for, when it has one. */
  rootName?: string,
): Arbitraries {
  const deref = (schema: JsonSchema): JsonSchema => (schema.$ref ? deref(resolve(schema.$ref)) : schema);

  function valid(input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const schema = deref(input);
    const base = validNonNull(schema, depth);
    return schema.nullable
      ? fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
      : base;
  }

  function validNonNull(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.const !== undefined) return fc.constant(schema.const);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives?.length)
      return fc.oneof(...alternatives.map((alternative) => valid(alternative, depth + 1)));
    if (schema.allOf?.length) return valid(mergeAll(schema.allOf.map(deref)), depth + 1);
    const [type] = types(schema);
    switch (type) {
      case 'string':
        return validString(schema);
      case 'integer':
      case 'number':
        return validNumber(schema, type === 'integer');
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(schema.items && depth < 4 ? valid(schema.items, depth + 1) : anyJson, {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      case 'object':
        return validObject(schema, depth);
      default:
        return anyJson;
    }
  }

  function validObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(properties)) {
      const value = named(key, depth < 4 ? valid(property, depth + 1) : anyJson, deref(property));
      // An optional field is left out two times in three: each one sent is one more chance to fail
      // a refinement, and a body that passes them all is what reaches the database.
      model[key] = required.has(key)
        ? value
        : fc.oneof({ arbitrary: fc.constant(OMITTED), weight: 2 }, { arbitrary: value, weight: 1 });
    }
    const record = fc
      .record(model)
      .map((value) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== OMITTED)));
    if (!('state' in properties && 'lga' in properties)) return record;
    // A state and one of its LGAs, most of the time: the pair is checked together.
    return fc
      .tuple(record, fc.option(STATE_AND_LGA, { freq: 4 }))
      .map(([value, place]) => (place ? { ...value, ...place } : value));
  }

  function validString(schema: JsonSchema): fc.Arbitrary<string> {
    const minLength = schema.minLength ?? 0;
    const maxLength = schema.maxLength ?? Math.max(minLength, 60);
    // Bent to the length limits rather than filtered: a filter that rarely passes never ends.
    const fit = (value: string) => {
      let text = value.length > maxLength ? value.slice(0, maxLength) : value;
      if (/[\uD800-\uDBFF]$/.test(text) && value.length > maxLength) text = text.slice(0, -1);
      return text.length >= minLength ? text : text + 'a'.repeat(minLength - text.length);
    };
    let arbitrary: fc.Arbitrary<string> | undefined;
    switch (schema.format) {
      case 'email':
        arbitrary = fc.emailAddress();
        break;
      case 'uuid':
        arbitrary = fc.uuid();
        break;
      case 'date-time':
        arbitrary = fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
        break;
      case 'date':
        arbitrary = fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
        break;
      case 'uri':
      case 'url':
        arbitrary = fc.webUrl();
        break;
    }
    if (!arbitrary && schema.pattern) {
      try {
        arbitrary = fc.stringMatching(new RegExp(schema.pattern, 'u'));
      } catch {
        // A pattern fast-check cannot generate from: ordinary text, which the server may refuse.
      }
    }
    const text = fc.string({
      unit: 'grapheme-ascii',
      minLength,
      maxLength: Math.min(maxLength, minLength + 40),
    });
    if (!arbitrary) return fc.oneof(text, HUMAN_TEXT.map(fit));
    return fc.oneof({ arbitrary: arbitrary.map(fit), weight: 4 }, { arbitrary: text, weight: 1 });
  }

  function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
    const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
    const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
    let min = schema.minimum ?? exclusiveMin ?? -1_000_000;
    let max = schema.maximum ?? exclusiveMax ?? 1_000_000;
    if (schema.exclusiveMinimum === true || exclusiveMin !== undefined) min += integer ? 1 : Number.EPSILON;
    if (schema.exclusiveMaximum === true || exclusiveMax !== undefined) max -= integer ? 1 : Number.EPSILON;
    if (integer) {
      return fc.integer({
        min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
        max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
      });
    }
    return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  }

  /**
   * One value made wrong: its type, its content, its size, or (objects) its fields. Most often it
   * is a valid value with one invisible or hostile character put in: everything else about it
   * passes, so it is what reaches the service and the database.
   */
  function mutated(input: JsonSchema, depth = 0, name?: string): fc.Arbitrary<unknown> {
    const schema = deref(input);
    const [type] = types(schema);
    const wrong: fc.WeightedArbitrary<unknown>[] = [{ arbitrary: anyJson, weight: 1 }];
    if (type === 'string' || schema.enum) {
      const base = name ? named(name, validNonNull(schema, depth), schema) : validNonNull(schema, depth);
      wrong.push(
        { arbitrary: nastyString, weight: 1 },
        {
          arbitrary: fc
            .tuple(
              base,
              fc.oneof(
                { arbitrary: fc.constantFrom(...CONTROL_FRAGMENTS), weight: 2 },
                { arbitrary: fc.constantFrom(...NASTY_FRAGMENTS), weight: 1 },
              ),
              fc.double({ min: 0, max: 1, noNaN: true }),
            )
            .map(([value, nasty, at]) => {
              const text = String(value);
              const cut = Math.round(text.length * at);
              return `${text.slice(0, cut)}${nasty}${text.slice(cut)}`;
            }),
          weight: 4,
        },
      );
    }
    if (type === 'integer' || type === 'number') {
      wrong.push({
        arbitrary: fc.constantFrom(
          -1,
          0,
          0.5,
          -0,
          2 ** 31,
          2 ** 53,
          2 ** 63,
          1e21,
          -1e21,
          Number.MAX_VALUE,
          '1',
          '1e3',
          '0x10',
        ),
        weight: 2,
      });
    }
    if (type === 'array') {
      wrong.push(
        {
          arbitrary: fc.array(schema.items ? mutated(schema.items, depth + 1) : anyJson, { maxLength: 3 }),
          weight: 2,
        },
        {
          arbitrary: fc.constantFrom(0, 1, 200, 5_000).map((length) => Array.from({ length }, (_, i) => i)),
          weight: 1,
        },
      );
    }
    if (type === 'object' && depth < 4) wrong.push({ arbitrary: mutatedObject(schema, depth), weight: 4 });
    return fc.oneof(...wrong);
  }

  function mutatedObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const properties = Object.keys(schema.properties ?? {});
    const base = validObject(schema, depth);
    const mutations: fc.WeightedArbitrary<unknown>[] = [
      // A field declared nowhere, including the names that pollute prototypes.
      {
        arbitrary: fc
          .tuple(
            base,
            fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'id', 'x'),
            anyJson,
          )
          .map(([value, key, extra]) => ({
            ...value,
            // Parsed, so that `__proto__` is an own field as it is in a request body, not a prototype.
            ...(JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(extra)}}`) as object),
          })),
        weight: 2,
      },
      // Nesting far deeper than any schema expects.
      {
        arbitrary: fc.constantFrom(50, 500).map((levels) => {
          let value: unknown = 'deep';
          for (let i = 0; i < levels; i += 1) value = { [properties[0] ?? 'a']: value };
          return value;
        }),
        weight: 1,
      },
    ];
    if (properties.length > 0) {
      mutations.push(
        // A required field missing.
        {
          arbitrary: fc
            .tuple(base, fc.constantFrom(...properties))
            .map(([value, key]) =>
              Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)),
            ),
          weight: 2,
        },
        // One field made wrong while the rest stay valid: the mutation that reaches deepest.
        {
          arbitrary: fc
            .constantFrom(...properties)
            .chain((key) =>
              fc
                .tuple(base, mutated(schema.properties![key]!, depth + 1, key))
                .map(([value, wrongValue]) => ({ ...value, [key]: wrongValue })),
            ),
          weight: 8,
        },
      );
    }
    return fc.oneof(...mutations);
  }

  /**
   * A value for the field `name`: from real data for the fields FIELD_HINTS knows, from the
   * identifiers learnt so far for string fields, and from the schema the rest of the time.
   */
  function named(name: string, derived: fc.Arbitrary<unknown>, schema: JsonSchema): fc.Arbitrary<unknown> {
    const hint = FIELD_HINTS[name];
    const choices = [{ arbitrary: derived, weight: 1 }];
    if (hint) choices.push({ arbitrary: hint, weight: 3 });
    if (types(schema).includes('string') && !schema.enum) {
      choices.push({ arbitrary: known.arbitrary(name, derived), weight: 1 });
    }
    return fc.oneof(...choices);
  }

  const rootSchema = deref(root);
  return {
    valid: rootName ? named(rootName, valid(root), rootSchema) : valid(root),
    mutated: mutated(root),
  };
}

/** allOf as one schema: the properties and requirements of every part. */
function mergeAll(parts: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    Object.assign(merged.properties!, part.properties ?? {});
    merged.required!.push(...(part.required ?? []));
    if (part.type && part.type !== 'object') return part;
  }
  return merged;
}
