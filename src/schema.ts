import { closest } from './closest.js';

/** What the configuration reference says of a key: what it does, its default, and its type when the kind cannot tell. */
export interface KeyDoc {
  description: string;
  default?: string;
  type?: string;
}

/** A description of the shape a config value must have, with what the reference says of it. */
export type Schema = SchemaShape & { doc?: KeyDoc };

type SchemaShape =
  | { kind: 'string' }
  | { kind: 'boolean' }
  | { kind: 'number'; min?: number }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'array'; of: Schema }
  | { kind: 'date' }
  | {
      kind: 'object';
      fields: Record<string, Schema>;
      required?: readonly string[];
      /** Unknown keys are allowed. */ open?: boolean;
    }
  | { kind: 'either'; of: readonly Schema[]; describe: string }
  | { kind: 'null' }
  /**
   * A shape the other kinds cannot describe (a recursive one): its own function finds the mismatches. `shape`,
   * when given, is what the reference lists inside it.
   */
  | {
      kind: 'check';
      check: (value: unknown, path: string) => SchemaIssue[];
      shape?: Schema;
      /** For an object of named entries, what the reference writes in place of a name: `<name>`. */
      eachKey?: string;
    };

export interface SchemaIssue {
  /** Dotted path of the offending key, e.g. `docs.sidebar[2].label`. */
  path: string;
  message: string;
  /** What to do about it. */
  hint: string;
  /** The key is absent: it is written nowhere, and its parent is where it belongs. */
  missing?: boolean;
}

export const str: Schema = { kind: 'string' };
export const bool: Schema = { kind: 'boolean' };
export const date: Schema = { kind: 'date' };
export const array = (of: Schema): Schema => ({ kind: 'array', of });
export const object = (fields: Record<string, Schema>, required: string[] = []): Schema => ({
  kind: 'object',
  fields,
  required,
});
export const enumOf = (...values: string[]): Schema => ({ kind: 'enum', values });
export const either = (describe: string, ...of: Schema[]): Schema => ({ kind: 'either', of, describe });
export const nothing: Schema = { kind: 'null' };
/** An object whose keys are names of the user's choosing, each value of `of`. */
export const recordOf = (of: Schema, eachKey = '<name>'): Schema => ({
  kind: 'check',
  shape: of,
  eachKey,
  check: (value, at) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).flatMap(([name, item]) => validate(item, of, `${at}.${name}`))
      : validate(value, object({}), at),
});
/** `schema` with what the configuration reference says of it. */
export const described = (schema: Schema, description: string, more: Omit<KeyDoc, 'description'> = {}): Schema => ({
  ...schema,
  doc: { description, ...more },
});

/** Checks `value` against `schema`, returning every mismatch with its path and the valid choices. */
export function validate(value: unknown, schema: Schema, path = ''): SchemaIssue[] {
  const at = (message: string, hint: string): SchemaIssue[] => [{ path: path || '(root)', message, hint }];
  switch (schema.kind) {
    case 'string':
      return typeof value === 'string'
        ? []
        : at(`must be a string, got ${describe(value)}`, 'write it as text in quotes');
    case 'boolean':
      return typeof value === 'boolean' ? [] : at(`must be a boolean, got ${describe(value)}`, 'write true or false');
    case 'date':
      return value instanceof Date || (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
        ? []
        : at(
            `must be a date such as 2024-05-31, got ${describe(value)}`,
            'write the date as YYYY-MM-DD, optionally with a time: 2024-05-31T10:00:00Z',
          );
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return at(`must be a number, got ${describe(value)}`, 'write a number, without quotes');
      return schema.min !== undefined && value < schema.min
        ? at(`must be at least ${schema.min}, got ${value}`, `write a number of at least ${schema.min}`)
        : [];
    case 'enum':
      return schema.values.includes(value as string)
        ? []
        : at(
            `must be one of ${schema.values.map((v) => `'${v}'`).join(', ')}; got ${describe(value)}`,
            `use one of ${schema.values.map((v) => `'${v}'`).join(', ')}`,
          );
    case 'array':
      if (!Array.isArray(value))
        return at(`must be an array, got ${describe(value)}`, 'write a list: [a, b], or one `- item` per line in YAML');
      return value.flatMap((item, i) => validate(item, schema.of, `${path}[${i}]`));
    case 'either':
      return schema.of.some((option) => validate(value, option).length === 0)
        ? []
        : at(`must be ${schema.describe}`, `write ${schema.describe}`);
    case 'null':
      return value === null ? [] : at(`must be null, got ${describe(value)}`, 'write null');
    case 'check':
      return schema.check(value, path || '(root)');
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return at(
          `must be an object, got ${describe(value)}`,
          'write it as keys with values: { key: value }, or `key: value` lines in YAML',
        );
      const issues: SchemaIssue[] = [];
      const known = Object.keys(schema.fields);
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!Object.hasOwn(schema.fields, key)) {
          if (schema.open) continue;
          const suggestion = closest(key, known);
          issues.push({
            path: childPath,
            message: `is not a known key; valid keys here: ${known.join(', ')}`,
            hint: suggestion ? `did you mean \`${suggestion}\`?` : 'remove the key, or move it to where it belongs',
          });
        } else if (child !== undefined) {
          issues.push(...validate(child, schema.fields[key], childPath));
        }
      }
      for (const key of schema.required ?? []) {
        if ((value as Record<string, unknown>)[key] === undefined) {
          issues.push({
            path: path ? `${path}.${key}` : key,
            message: 'is required',
            hint: `add \`${key}\``,
            missing: true,
          });
        }
      }
      return issues;
    }
  }
}

/** A value as a message shows it: `"text"`, `an array`, `number 3`. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
