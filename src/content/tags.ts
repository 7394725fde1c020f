import { existsSync } from 'node:fs';
import path from 'node:path';
import type { InlineTagPolicy } from '../config/section-options.js';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors.js';
import { readSiteFile, relativePosix } from '../paths.js';
import { array, either, object, str, validate } from '../schema.js';
import { parseYaml, YamlError } from '../yaml.js';

/** A tag of a doc or post: its label, its page, and what a tags file says of it. */
export interface Tag {
  label: string;
  /** Route path of the tag's page, without the base URL. */
  permalink: string;
  /** What its tags file says of it, shown on its page. */
  description?: string;
}

/** Front matter `tags`, of docs and posts alike: names, or objects with a label and a permalink of their own. */
export const tagsSchema = array(
  either(
    'a tag name or { label, permalink }',
    str,
    object({ label: str, permalink: str, description: str }, ['label']),
  ),
);
export type FrontmatterTag = string | { label: string; permalink?: string; description?: string };

/** A tag as a page's front matter writes it, with the line it is written on. */
export interface InlineTag {
  label: string;
  /** The permalink its object form gives, below the tags' route. */
  permalink?: string;
  line?: number;
}

/** The tags a tags file (`tags.yml`) defines, by key; each permalink is below the tags' route (`/getting-started`). */
export type TagsFile = Record<string, { label: string; permalink: string; description?: string }>;

/** A label as a route segment, as Docusaurus's kebab case makes it: `Getting Started` → `getting-started`. */
export function tagSlug(label: string): string {
  return label
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The line of each of the front matter's tags in the file's `text`, as far as it can be told. */
export function tagLines(tags: FrontmatterTag[], text: string): number[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('tags:'));
  let from = Math.max(start, 0);
  return tags.map((tag) => {
    const label = typeof tag === 'string' ? tag : tag.label;
    const found = lines.findIndex((line, i) => i >= from && line.includes(label));
    if (found >= 0) from = found;
    return (found >= 0 ? found : start) + 1;
  });
}

/** The front matter's tags, each with its line (`tagLines`). */
export function inlineTags(tags: FrontmatterTag[] | undefined, lines: number[] = []): InlineTag[] {
  return (tags ?? []).map((tag, i) => {
    const label = typeof tag === 'string' ? tag : tag.label;
    const line = lines[i] || undefined;
    return typeof tag === 'string' || tag.permalink === undefined
      ? { label, line }
      : { label, permalink: tag.permalink, line };
  });
}

/** Each docs version's tags file, by version name: null where the docs have none (or read it from git). */
export function readTagsFiles(config: ResolvedConfig): Record<string, TagsFile | null> {
  return Object.fromEntries(
    config.docs.versions.map((version) => {
      const file = config.docs.tags === null ? null : path.resolve(version.dir, config.docs.tags);
      if (file === null || version.gitRef !== null || !existsSync(file)) return [version.name, null];
      return [
        version.name,
        parseTagsFile(readSiteFile(file, config).toString('utf8'), relativePosix(config.root, file)),
      ];
    }),
  );
}

/** Reads a tags file: keys, each with an optional label, permalink and description. */
export function parseTagsFile(text: string, relFile: string): TagsFile {
  const hint = 'each tag is a key, with optionally `label`, `permalink` and `description` under it';
  let data: unknown;
  try {
    data = parseYaml(text) ?? {};
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    throw new SitegenError(`malformed tags file: ${error.reason}`, { file: relFile, line: error.line, hint });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new SitegenError('the tags file must map tag keys to tags', { file: relFile, line: 1, hint });
  const tags: Array<[string, TagsFile[string]]> = [];
  const entrySchema = either(
    '{ label, permalink, description }, or nothing',
    object({ label: str, permalink: str, description: str }),
    {
      kind: 'null',
    },
  );
  for (const [key, entry] of Object.entries(data)) {
    const issue = validate(entry, entrySchema, key)[0];
    if (issue) {
      const line = text.split('\n').findIndex((l) => l.startsWith(`${key}:`));
      throw new SitegenError(`tag \`${issue.path}\` ${issue.message}`, { file: relFile, line: line + 1 || 1, hint });
    }
    const given = (entry ?? {}) as { label?: string; permalink?: string; description?: string };
    tags.push([
      key,
      {
        label: given.label ?? key,
        permalink: `/${(given.permalink ?? tagSlug(key)).replace(/^\/+/, '')}`,
        ...(given.description ? { description: given.description } : {}),
      },
    ]);
  }
  return Object.fromEntries(tags);
}

/**
 * A page's tags as their tags' route (`/docs/tags`) publishes them: those the tags file defines as it defines them,
 * the others as written, each reported as `policy` says (a warning, or the build failing, naming the file and line).
 */
export function resolveTags(
  inline: InlineTag[],
  { file, tagsFile, policy, base }: { file: string; tagsFile: TagsFile | null; policy: InlineTagPolicy; base: string },
): { tags: Tag[]; warnings: string[] } {
  const warnings: string[] = [];
  const tags = inline.map((tag): Tag => {
    const defined =
      tag.permalink === undefined && tagsFile && Object.hasOwn(tagsFile, tag.label) ? tagsFile[tag.label] : undefined;
    if (defined) return { ...defined, permalink: `${base}${defined.permalink}` };
    if (tagsFile && policy !== 'ignore') {
      const message = `the tag "${tag.label}" is not defined in the tags file`;
      const hint = 'add it to tags.yml, or set `onInlineTags` to allow tags written only in front matter';
      if (policy === 'throw') throw new SitegenError(message, { file, line: tag.line, hint });
      warnings.push(`${file}${tag.line ? `:${tag.line}` : ''}: ${message}`);
    }
    const slug = tag.permalink === undefined ? tagSlug(tag.label) : tag.permalink.replace(/^\/+/, '');
    return { label: tag.label, permalink: `${base}/${slug}` };
  });
  return { tags, warnings };
}

/** The address of the tags of a section at `base`: `/docs/tags`, and `/tags` for a section at the site's root. */
export function tagsPath(base: string): string {
  return `${base.replace(/\/$/, '')}/tags`;
}
