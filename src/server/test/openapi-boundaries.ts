import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its function is the module itself, or its default under some loaders.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/** The JSON Schema keywords the document's request schemas use (zod's output, read by hono-openapi). */
export interface TJsonSchema {
  type?: string;
  properties?: Record<string, TJsonSchema>;
  additionalProperties?: TJsonSchema | boolean;
  propertyNames?: TJsonSchema;
  required?: string[];
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
}

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
// zod's z.string().startsWith() says so as a format beside its pattern, which holds the rule.
ajv.addFormat('starts_with', true);
const compiled = new Map<string, ValidateFunction>();

/** Whether the document's schema admits the value: its own verdict, by an independent validator. */
export function admits(schema: TJsonSchema, value: unknown): boolean {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate(value);
}

const LENGTH_KEYWORDS = ['minLength', 'maxLength'] as const;
const withoutLengths = (schema: TJsonSchema): TJsonSchema =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => !(LENGTH_KEYWORDS as readonly string[]).includes(key)));

// Strings a patterned or formatted field may hold; the first its schema admits is its sample.
const PATTERNED = [
  '0b6c1ad6-2b1f-4c39-9d3a-2f6f8a1c0e11',
  'painter@example.com',
  'https://example.com/',
  '#336699',
  'image/png',
  '/palettes',
  '2026-01-31',
  'PB29',
];

/** The branches of a value that may be of several kinds (a nullable field is a string or null). */
const branchesOf = (schema: TJsonSchema): TJsonSchema[] =>
  (schema.anyOf ?? schema.oneOf ?? [schema]).flatMap((branch) => (branch.anyOf || branch.oneOf ? branchesOf(branch) : [branch]));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `index`th of several samples: its ids made its own, so a list of them names each thing once. */
function varied(value: unknown, index: number): unknown {
  if (index === 0) return value;
  if (typeof value === 'string' && UUID.test(value)) return value.slice(0, 24) + index.toString(16).padStart(12, '0');
  if (Array.isArray(value)) return value.map((item) => varied(item, index));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, varied(item, index)]));
  return value;
}

/** A value the schema admits, as plain as it can be: its example if it gives one; the `index`th of a list. */
export function sample(schema: TJsonSchema, index = 0): unknown {
  if (schema.examples?.length) return varied(schema.examples[0], index);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf || schema.oneOf) return sample(branchesOf(schema).find((branch) => branch.type !== 'null') ?? {});
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return varied(PATTERNED[0], index);
      // Else letters, as many as a token's pattern may ask for.
      const plain = Array.from({ length: 64 }, (_, index) => 'a'.repeat(Math.max(schema.minLength ?? 1, index + 1)));
      const found = [...PATTERNED, ...plain].find((candidate) => admits(schema, candidate));
      if (found === undefined) throw new Error(`No sample string for ${JSON.stringify(schema)}: add one to PATTERNED`);
      return found;
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? Math.min(0, schema.maximum ?? 0);
    case 'boolean':
      return false;
    case 'array':
      return listOf(schema, schema.minItems ?? 0);
    case 'object':
      return varied(sampleObject(schema), index);
    default:
      return null;
  }
}

/** `count` items of an array schema, each its own. */
const listOf = (schema: TJsonSchema, count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => sample(schema.items ?? {}, from + index));

/** An object with its required properties, and then as many others as it needs (minProperties). */
function sampleObject(schema: TJsonSchema, count = 0): Record<string, unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const wanted = Math.max(count, schema.minProperties ?? 0);
  const chosen = properties.filter(([name]) => required.has(name));
  for (const entry of properties) if (chosen.length < wanted && !required.has(entry[0])) chosen.push(entry);
  const entries = chosen.map(([name, property]) => [name, sample(property)] as const);
  const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : null;
  for (let index = entries.length; extra && index < wanted; index += 1) entries.push([`p${index}`, sample(extra)]);
  return Object.fromEntries(entries);
}

/** A string of `length` characters that keeps the schema's pattern or format where a plain one cannot. */
function stringOfLength(schema: TJsonSchema, length: number): string {
  if (!schema.pattern && !schema.format) return 'a'.repeat(length);
  const base = String(sample(withoutLengths(schema)));
  const pad = 'a'.repeat(Math.max(0, length - base.length));
  const at = Math.max(0, base.indexOf('@'));
  const shapes = [base + pad, pad + base, base.slice(0, at) + pad + base.slice(at), base.slice(0, length)];
  return shapes.find((shape) => shape.length === length && admits(withoutLengths(schema), shape)) ?? (base + pad).slice(0, length);
}

/** Sizes either side of each bound, and inside; from 0 up to 3 where nothing is said of the lower one. */
function sizesAround(min: number | undefined, max: number | undefined): number[] {
  const low = min ?? 0;
  const sizes = [low - 1, low, low + 1, low + 2, low + 3];
  if (max !== undefined) sizes.push(Math.floor((low + max) / 2), max - 1, max, max + 1);
  return [...new Set(sizes)].filter((size) => size >= 0);
}

/**
 * The values to try in a field: for each kind it may be, those either side of every limit the
 * document gives (lengths, bounds, counts) and just inside them. Kinds with no limit to try (an
 * enum, a boolean, a patterned string of no stated length) give none.
 */
export function boundaryValues(schema: TJsonSchema): unknown[] {
  return branchesOf(schema).flatMap((branch): unknown[] => {
    if (branch.enum || branch.const !== undefined) return [];
    switch (branch.type) {
      case 'string':
        if ((branch.pattern || branch.format) && branch.minLength === undefined && branch.maxLength === undefined) return [];
        return sizesAround(branch.minLength, branch.maxLength).map((length) => stringOfLength(branch, length));
      case 'integer':
      case 'number': {
        const { minimum: low, maximum: high } = branch;
        const values = [...(low === undefined ? [] : [low - 1, low, low + 1]), ...(high === undefined ? [] : [high - 1, high, high + 1])];
        if (values.length === 0) values.push(-1, 0, 1);
        if (branch.type === 'integer') values.push((low ?? 0) + 0.5);
        return values;
      }
      case 'array':
        if (branch.minItems === undefined && branch.maxItems === undefined) return [];
        return sizesAround(branch.minItems, branch.maxItems).map((count) => listOf(branch, count));
      case 'object':
        if (branch.minProperties === undefined && branch.maxProperties === undefined) return [];
        return sizesAround(branch.minProperties, branch.maxProperties).map((count) => sampleObject(branch, count));
      default:
        return [];
    }
  });
}

/** A place in a request body: its path, its schema, and the whole body with a value put there. */
export interface TSlot {
  path: string;
  schema: TJsonSchema;
  put: (value: unknown) => unknown;
}

/** Every place in a body schema whose values the document limits, with how to build a body around each. */
export function slotsOf(schema: TJsonSchema, put: (value: unknown) => unknown = (value) => value, path = ''): TSlot[] {
  const here: TSlot[] = boundaryValues(schema).length > 0 ? [{ path, schema, put }] : [];
  const inner = (name: string | number) => (path ? `${path}.${name}` : String(name));
  return [
    ...here,
    ...branchesOf(schema).flatMap((branch): TSlot[] => {
      if (branch.type === 'array' && branch.items) {
        const rest = listOf(branch, Math.max(0, (branch.minItems ?? 1) - 1), 1);
        return slotsOf(branch.items, (value) => put([value, ...rest]), inner(0));
      }
      if (branch.type !== 'object') return [];
      const extra = typeof branch.additionalProperties === 'object' ? branch.additionalProperties : null;
      return [
        ...Object.entries(branch.properties ?? {}).flatMap(([name, property]) =>
          slotsOf(property, (value) => put({ ...sampleObject(branch), [name]: value }), inner(name)),
        ),
        ...(extra ? slotsOf(extra, (value) => put({ ...sampleObject(branch), p: value }), inner('p')) : []),
        // A record's keys: the slot's values are names, each given a value the record admits (a
        // refused name is named in the record's path).
        ...(extra && branch.propertyNames
          ? slotsOf(branch.propertyNames, (name) => put({ ...sampleObject(branch), [String(name)]: sample(extra) }), path)
          : []),
      ];
    }),
  ];
}
