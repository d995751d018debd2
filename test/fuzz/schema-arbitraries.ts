/**
 * fast-check arbitraries drawn from a route's contract. The zod schemas are turned into JSON
 * Schema by zod itself (`toJSONSchema`, which also reads `zod/mini` schemas), and the JSON Schema
 * into arbitraries here: writing the generator against JSON Schema keeps it to the dozen keywords
 * zod emits, where walking zod's internals would follow every release.
 *
 * `validOf` answers values the schema accepts (as far as JSON Schema can say: refinements in code
 * are not in it, so a few "valid" values are refused, which is a case too). `nearValidOf` answers
 * a valid value with one place replaced by a value from the hostile corpus (hostile-values.ts).
 */
import fc from 'fast-check';
import { toJSONSchema } from 'zod/v4/core';
import type { $ZodType } from 'zod/v4/core';
import { HOSTILE_VALUES, pollutingObject } from './hostile-values.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export function jsonSchemaOf(schema: $ZodType): JsonSchema {
  // `input`: the shape a client sends (defaults make fields optional); `any` for what JSON Schema cannot say (transforms).
  return toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

/** Arrays and strings are kept short: the properties are about shape, and the hostile corpus brings the long ones. */
const MAX_ITEMS = 4;
const MAX_STRING = 24;

/** Ids are small positive integers mostly, so that generated requests reach the seeded records. */
const integerOf = (s: JsonSchema): fc.Arbitrary<number> => {
  const min = Math.max(s.minimum ?? (s.exclusiveMinimum === undefined ? -1000 : s.exclusiveMinimum + 1), Number.MIN_SAFE_INTEGER);
  const max = Math.min(s.maximum ?? (s.exclusiveMaximum === undefined ? 1_000_000 : s.exclusiveMaximum - 1), Number.MAX_SAFE_INTEGER);
  if (min > max) return fc.constant(min);
  return fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 60) }) }, fc.integer({ min, max }));
};

const stringOf = (s: JsonSchema): fc.Arbitrary<string> => {
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? Infinity));
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.oneof({ weight: 3, arbitrary: fc.string({ minLength, maxLength }) }, fc.string({ minLength, maxLength, unit: 'grapheme' }));
};

const objectOf = (s: JsonSchema): fc.Arbitrary<Record<string, unknown>> => {
  const properties = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validOf(value)]));
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
};

const typedOf = (s: JsonSchema, type: string): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'object':
      return objectOf(s);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map(validOf));
      const minLength = s.minItems ?? 0;
      return fc.array(s.items ? validOf(s.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    }
    case 'string':
      return stringOf(s);
    case 'integer':
      return integerOf(s);
    case 'number':
      return fc.oneof(integerOf(s), fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** Values the JSON Schema accepts. */
export function validOf(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map(validOf));
  if (s.allOf?.length) return validOf(Object.assign({}, ...s.allOf) as JsonSchema);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => typedOf(s, type)));
  if (s.type) return typedOf(s, s.type);
  if (s.properties) return objectOf(s);
  return fc.jsonValue({ maxDepth: 2 });
}

type Path = Array<string | number>;

/** Every place inside a JSON value, the value itself first. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => pathsOf(item, [...at, index]))];
  if (value && typeof value === 'object') return [at, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...at, key]))];
  return [at];
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/**
 * A valid value with one place (the whole value, a field, an array item) replaced by a hostile
 * value, or an object given a `__proto__`/`constructor` key.
 */
export function nearValidOf(s: JsonSchema): fc.Arbitrary<unknown> {
  const replaced = fc.tuple(validOf(s), fc.nat(), fc.constantFrom(...HOSTILE_VALUES)).map(([value, pick, hostile]) => {
    const paths = pathsOf(value);
    return replaceAt(value, paths[pick % paths.length], hostile);
  });
  const polluted = validOf(s).map((value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? { ...value, ...pollutingObject() } : pollutingObject(),
  );
  return fc.oneof({ weight: 4, arbitrary: replaced }, polluted);
}
