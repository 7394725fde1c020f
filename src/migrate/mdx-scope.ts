import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { themeModules } from '../mdx/components/index.js';
import { firstFileOf } from '../config/load.js';

/** A component a page names without importing it, and where it comes from now: an import, or a stand-in. */
export interface ScopeChange {
  name: string;
  /** The line given to the page: an import, or MDX 1's stand-in for an unknown component. */
  code: string;
}

/** The components a site's `src/theme/MDXComponents` makes available to every page, each with its import line. */
export function globalComponents(site: string): Map<string, string> {
  const file =
    firstFileOf(path.join(site, 'src/theme'), [
      'MDXComponents.js',
      'MDXComponents.jsx',
      'MDXComponents.ts',
      'MDXComponents.tsx',
    ]) ?? firstFileOf(path.join(site, 'src/theme/MDXComponents'), ['index.js', 'index.jsx', 'index.ts', 'index.tsx']);
  const globals = new Map<string, string>();
  if (!file) return globals;
  const code = readFileSync(file, 'utf8');
  const imported = new Map<string, string>();
  for (const [, clause, specifier] of code.matchAll(/^import\s+([^'";]+?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    if (specifier.startsWith('@theme-original/')) continue;
    // Relative imports are made from the site's root, so that any page can write them.
    const from = specifier.startsWith('.')
      ? `@site/${path.posix
          .relative(site, path.resolve(path.dirname(file), specifier))
          .split(path.sep)
          .join('/')}`
      : specifier;
    const [defaultName, named] = clause.split(/,\s*(?=\{)/);
    if (!defaultName.startsWith('{') && /^\w+$/.test(defaultName.trim()))
      imported.set(defaultName.trim(), `import ${defaultName.trim()} from '${from}';`);
    for (const [, original, alias] of (named ?? (defaultName.startsWith('{') ? defaultName : '')).matchAll(
      /(\w+)(?:\s+as\s+(\w+))?/g,
    ))
      imported.set(alias ?? original, `import { ${alias ? `${original} as ${alias}` : original} } from '${from}';`);
  }
  const exported = /export\s+default\s+\{([\s\S]*?)\};?\s*$/m.exec(code)?.[1] ?? '';
  for (const [, key, value] of exported.matchAll(/(?:^|,|\{)\s*([A-Z]\w*)\s*(?::\s*(\w+))?\s*(?=,|\}|$)/gm)) {
    const line = imported.get(value ?? key);
    if (!line) continue;
    globals.set(key, value && value !== key ? `${line}\nconst ${key} = ${value};` : line);
  }
  return globals;
}

/** Whether the site renders its Markdown with MDX 1 (Docusaurus 2), where an unknown component shows its children. */
export function usesMdx1(site: string): boolean {
  const file = path.join(site, 'package.json');
  if (!existsSync(file)) return false;
  try {
    const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(file, 'utf8'));
    const all = { ...dependencies, ...devDependencies } as Record<string, string>;
    const major = (name: string) => /(\d+)/.exec(all[name] ?? '')?.[1];
    return (
      major('@mdx-js/react') === '1' || (major('@mdx-js/react') === undefined && major('@docusaurus/core') === '2')
    );
  } catch {
    return false;
  }
}

/** Fenced code blocks, their indentation within their line, and code spans, whose tags are examples. */
const code = /^([^\S\n]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2[^\S\n]*$|`[^`\n]*`/gm;

/**
 * The components a page names in JSX (`<FileTree>`) without importing or exporting them, each given the import
 * `globals` has for it or, under MDX 1, the stand-in MDX 1 used: a `<div>` around its children.
 */
export function scopeChanges(page: string, globals: Map<string, string>, mdx1: boolean): ScopeChange[] {
  const text = page.replace(code, '');
  const defined = new Set<string>();
  for (const [, clause] of text.matchAll(/^import\s+([^'";]+?)\s+from\s/gm))
    for (const [name] of clause.matchAll(/\w+(?=\s*(?:,|\}|$))/g)) defined.add(name);
  for (const [, name] of text.matchAll(/^export\s+(?:const|let|var|function|class)\s+(\w+)/gm)) defined.add(name);
  const changes: ScopeChange[] = [];
  for (const name of new Set([...text.matchAll(/<([A-Z]\w*)[\s/>]/g)].map((match) => match[1]))) {
    if (defined.has(name)) continue;
    const global = globals.get(name);
    if (global) changes.push({ name, code: global });
    else if (mdx1) changes.push({ name, code: `export const ${name} = (props) => <div {...props} />;` });
  }
  return changes;
}

/** The page with those lines put after its front matter, before its first line of Markdown. */
export function withScope(page: string, changes: ScopeChange[]): string {
  if (changes.length === 0) return page;
  const lines = changes.map((change) => change.code).join('\n') + '\n\n';
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---[^\S\n]*\r?\n/.exec(page)?.[0] ?? '';
  return frontMatter + lines + page.slice(frontMatter.length);
}

/** The `@theme/…` modules a page imports that sitegen does not provide, each with the line importing it. */
export function unknownThemeImports(page: string): Array<{ module: string; line: number; names: string[] }> {
  const found: Array<{ module: string; line: number; names: string[] }> = [];
  const text = page.replace(code, (block) => block.replace(/[^\n]/g, ' '));
  for (const match of text.matchAll(/^import\s+([^'";]+?)\s+from\s+['"](@theme\/[^'"]+)['"]/gm)) {
    if (match[2] in themeModules) continue;
    const names = [...(/\{([^}]*)\}/.exec(match[1])?.[1] ?? '').matchAll(/(\w+)(?:\s+as\s+\w+)?/g)].map((m) => m[1]);
    found.push({ module: match[2], line: text.slice(0, match.index).split('\n').length, names });
  }
  return found;
}

/** A stand-in for a theme module sitegen lacks: a component saying so where the page shows it, and empty hooks. */
export function themePlaceholder(module: string, names: string[]): string {
  const named = names.map((name) =>
    name.startsWith('use') ? `export const ${name} = () => ({});` : `export const ${name} = Placeholder;`,
  );
  return [
    `// ${module} is Docusaurus's; sitegen has no such component (see MIGRATION.md). Replace this file with one of your own.`,
    'export default function Placeholder() {',
    `  return <div className="admonition admonition-caution"><p>${module} is not available in this site.</p></div>;`,
    '}',
    ...new Set(named),
    '',
  ].join('\n');
}
