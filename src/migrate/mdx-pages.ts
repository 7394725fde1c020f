import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MigrationNote } from './report.js';
import {
  globalComponents,
  scopeChanges,
  themePlaceholder,
  unknownThemeImports,
  usesMdx1,
  withScope,
} from './mdx-scope.js';

/**
 * Gives the copied Markdown pages (paths in the new site) what Docusaurus gave them without an import: the components
 * of `src/theme/MDXComponents`, and under MDX 1 a stand-in for an unknown one. Gives the notes for MIGRATION.md.
 */
export function carryMdxScope(source: string, target: string, pages: string[]): MigrationNote[] {
  const globals = globalComponents(source);
  const mdx1 = usesMdx1(source);
  const stubbed = new Map<string, string[]>();
  for (const page of pages) {
    const file = path.join(target, page);
    const text = readFileSync(file, 'utf8');
    const changes = scopeChanges(text, globals, mdx1);
    if (changes.length > 0) writeFileSync(file, withScope(text, changes));
    for (const change of changes.filter((change) => !globals.has(change.name)))
      stubbed.set(change.name, [...(stubbed.get(change.name) ?? []), page]);
  }
  return [...stubbed].map(([name, files]) => ({
    item: `component ${name}`,
    reason: `${places(files)} name it without importing it; MDX 1 showed its children in a <div>, and so does the line given to each page`,
    todo: `import the component in those pages, or remove it`,
  }));
}

const places = (list: string[]) =>
  list.slice(0, 5).join(', ') + (list.length > 5 ? ` and ${list.length - 5} more` : '');

/**
 * Writes a placeholder, `src/theme/<Name>.jsx`, for each `@theme/…` module that the copied `files` (pages, their
 * components) import and sitegen lacks; gives the notes naming where each is imported.
 */
export function writeThemePlaceholders(target: string, files: string[]): MigrationNote[] {
  const imported = new Map<string, { names: Set<string>; places: string[] }>();
  for (const page of files)
    for (const { module, line, names } of unknownThemeImports(readFileSync(path.join(target, page), 'utf8'))) {
      const entry = imported.get(module) ?? { names: new Set<string>(), places: [] };
      for (const name of names) entry.names.add(name);
      entry.places.push(`${page}:${line}`);
      imported.set(module, entry);
    }
  const notes: MigrationNote[] = [];
  for (const [module, { names, places: where }] of imported) {
    const file = path.join(target, 'src/theme', `${module.slice('@theme/'.length)}.jsx`);
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, themePlaceholder(module, [...names]));
    }
    notes.push({
      item: module,
      reason: `imported at ${places(where)}; sitegen has no such component, so pages show a placeholder (${path.relative(target, file)})`,
      todo: `write ${path.relative(target, file)} as a component of your own, or remove it from those pages`,
    });
  }
  return notes;
}
