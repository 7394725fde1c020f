import type { Schema } from '../schema.js';
import { userConfigSchema } from './schema.js';

interface KeyRow {
  key: string;
  type: string;
  default: string;
  description: string;
}

/** `docs/configuration.md`: every key of `site.config.ts` with its type, default and description, from the schema. */
export function configReference(): string {
  const rows = keyRows(userConfigSchema, '');
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '# Configuration reference',
    '',
    '<!-- Made from src/config/schema.ts by `node scripts/config-reference.mjs`; edit the schema, not this file. -->',
    '',
    'Every key `site.config.ts` takes. `title` and `url` are required; every other key is optional. A key inside a list is written `list[].key`.',
    '',
    '| Key | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| \`${row.key}\` | ${cell(row.type)} | ${cell(row.default)} | ${cell(row.description)} |`),
    '',
  ].join('\n');
}

/** The rows of the keys inside `schema`, each followed by those inside it; a key without a description is a mistake. */
function keyRows(schema: Schema, at: string): KeyRow[] {
  const inner = innerObject(schema);
  if (!inner || inner.kind !== 'object') return [];
  return Object.entries(inner.fields).flatMap(([name, field]) => {
    const key = at ? `${at}.${name}` : name;
    if (!field.doc) throw new Error(`config key \`${key}\` has no description in src/config/schema.ts`);
    const required = inner.required?.includes(name);
    const row = {
      key,
      type: field.doc.type ?? typeOf(field),
      default: required ? 'required' : (field.doc.default ?? '—'),
      description: field.doc.description,
    };
    const inside =
      field.kind === 'array' ? `${key}[]` : field.kind === 'check' && field.eachKey ? `${key}.${field.eachKey}` : key;
    return [row, ...keyRows(field, inside)];
  });
}

/** The object whose keys are listed under a key: its own, its list items', or a section's settings. */
function innerObject(schema: Schema): Schema | undefined {
  if (schema.kind === 'array') return schema.of;
  if (schema.kind === 'check') return schema.shape;
  return schema;
}

function typeOf(schema: Schema): string {
  switch (schema.kind) {
    case 'enum':
      return schema.values.map((value) => `\`${JSON.stringify(value)}\``).join(' or ');
    case 'array':
      return `array of ${typeOf(schema.of)}`;
    case 'either':
      return schema.describe;
    case 'check':
      return 'object';
    default:
      return schema.kind;
  }
}
