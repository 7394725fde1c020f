import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MigrationNote } from './report.js';

/** Infima's variables that sitegen's theme has a variable for, read by it in both colour modes. */
const sitegenVariables: Record<string, string> = {
  '--ifm-color-primary': '--sg-color-primary',
  '--ifm-link-color': '--sg-color-link',
  '--ifm-background-color': '--sg-color-background',
  '--ifm-font-color-base': '--sg-color-text',
  '--ifm-color-content': '--sg-color-text',
  '--ifm-color-content-secondary': '--sg-color-text-muted',
  '--ifm-font-color-secondary': '--sg-color-text-muted',
  '--ifm-font-family-base': '--sg-font-body',
  '--ifm-font-family-monospace': '--sg-font-mono',
};

/**
 * sitegen's shade for links and buttons under the pointer is darker than the primary colour in light mode and
 * lighter in dark mode, as Infima's `-dark` and `-light` shades are in the sites' own blocks.
 */
const strongShade = { light: '--ifm-color-primary-dark', dark: '--ifm-color-primary-light' };

/** A custom property a stylesheet declares: its name, where its declaration ends, its line, and its colour mode. */
interface Declaration {
  name: string;
  end: number;
  terminated: boolean;
  line: number;
  dark: boolean;
}

/** A stylesheet with each Infima variable sitegen has a counterpart of followed by it, and what was left. */
export interface CarriedStylesheet {
  css: string;
  /** The sitegen variables declared, by the Infima variable they follow. */
  mapped: Map<string, string>;
  /** Infima variables declared that sitegen's theme does not read, with their lines. */
  declared: Map<string, number[]>;
  /** Infima variables read (`var(--ifm-…)`) that the stylesheet never declares, which nothing defines in sitegen. */
  undefinedReads: Map<string, number[]>;
}

/**
 * Gives sitegen's theme the colours and fonts a Docusaurus stylesheet sets through Infima's variables: each
 * declaration of one that sitegen has a variable for is followed, on the same line, by that variable set to it
 * (`--ifm-color-primary: #2e8555; --sg-color-primary: var(--ifm-color-primary);`), in the same block, so that
 * light, dark and any other block keep their meaning and every line keeps its number.
 */
export function carryInfimaVariables(css: string): CarriedStylesheet {
  const masked = maskCommentsAndStrings(css);
  const declarations = declarationsIn(css, masked);
  const declaredNames = new Set(declarations.map((declaration) => declaration.name));
  const mapped = new Map<string, string>();
  const declared = new Map<string, number[]>();
  const additions: Array<{ at: number; text: string }> = [];
  for (const declaration of declarations) {
    const targets = sitegenTargetsOf(declaration);
    if (targets.length === 0) {
      if (!declaration.name.startsWith('--ifm-color-primary-'))
        declared.set(declaration.name, [...(declared.get(declaration.name) ?? []), declaration.line]);
      continue;
    }
    mapped.set(declaration.name, targets[0].name);
    const text = targets.map((target) => ` ${target.name}: ${target.value};`).join('');
    additions.push({ at: declaration.end, text: declaration.terminated ? text : `;${text}` });
  }
  const undefinedReads = new Map<string, number[]>();
  for (const read of masked.matchAll(/var\(\s*(--(?:ifm|docusaurus)-[\w-]+)/g)) {
    const name = read[1];
    if (declaredNames.has(name)) continue;
    undefinedReads.set(name, [...(undefinedReads.get(name) ?? []), lineAt(css, read.index)]);
  }
  let carried = css;
  for (const addition of additions.reverse())
    carried = carried.slice(0, addition.at) + addition.text + carried.slice(addition.at);
  return { css: carried, mapped, declared, undefinedReads };
}

function sitegenTargetsOf(declaration: Declaration): Array<{ name: string; value: string }> {
  const own = `var(${declaration.name})`;
  if (declaration.name === '--ifm-color-primary')
    return [
      { name: '--sg-color-primary', value: own },
      // sitegen's tint of the primary colour, behind the active navbar and sidebar links, follows it.
      {
        name: '--sg-color-primary-soft',
        value: `color-mix(in srgb, ${own} ${declaration.dark ? 20 : 12}%, var(--sg-color-background))`,
      },
    ];
  if (declaration.name === strongShade[declaration.dark ? 'dark' : 'light'])
    return [{ name: '--sg-color-primary-strong', value: own }];
  const name = sitegenVariables[declaration.name];
  return name ? [{ name, value: own }] : [];
}

/** The Infima and Docusaurus custom properties a stylesheet declares, in the order they come. */
function declarationsIn(css: string, masked: string): Declaration[] {
  const found: Declaration[] = [];
  // The selectors of the blocks around the current position, read from the stylesheet itself.
  const blocks: string[] = [];
  let statementStart = 0;
  // Inside parentheses, `;` belongs to the value: `url(data:image/svg+xml;base64,…)`.
  let depth = 0;
  for (let i = 0; i <= masked.length; i++) {
    const char = masked[i];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if ((char !== '{' && char !== '}' && char !== ';') || depth > 0) if (i < masked.length) continue;
    if (char === ';' || char === '}' || i === masked.length) {
      const statement = /^\s*(--(?:ifm|docusaurus)-[\w-]+)\s*:/.exec(masked.slice(statementStart, i));
      if (statement && blocks.length > 0) {
        const end = masked.slice(statementStart, i).trimEnd().length + statementStart;
        found.push({
          name: statement[1],
          end: char === ';' ? i + 1 : end,
          terminated: char === ';',
          line: lineAt(css, statementStart + statement[0].indexOf('--')),
          dark: blocks.some((selector) => /data-theme\s*=\s*['"]?dark/.test(selector)),
        });
      }
    }
    if (char === '{') blocks.push(css.slice(statementStart, i));
    if (char === '}') blocks.pop();
    statementStart = i + 1;
  }
  return found;
}

/** The stylesheet with its comments and strings blanked out, character for character, so positions still match. */
function maskCommentsAndStrings(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (match) =>
    match.replace(/[^\n]/g, ' '),
  );
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/**
 * Carries the Infima variables of each custom stylesheet copied into the new site, with a line of what came over
 * and a note of what did not, naming each variable's lines.
 */
export function carryInfimaStylesheets(target: string, files: string[]): { carried: string[]; notes: MigrationNote[] } {
  const carried: string[] = [];
  const notes: MigrationNote[] = [];
  const listed = (variables: Map<string, number[]>) =>
    [...variables]
      .map(([name, lines]) => `${name} (line${lines.length > 1 ? 's' : ''} ${lines.join(', ')})`)
      .join(', ');
  for (const file of files) {
    const full = path.join(target, file);
    if (!existsSync(full)) continue;
    const result = carryInfimaVariables(readFileSync(full, 'utf8'));
    if (result.mapped.size > 0) {
      writeFileSync(full, result.css);
      carried.push(
        `Infima variables of ${file}, each followed by the sitegen variable it sets: ${[...result.mapped]
          .map(([from, to]) => `${from} → ${to}`)
          .join(
            ', ',
          )}${result.mapped.has('--ifm-color-primary') ? '; sitegen makes its other shades of the primary colour from it' : ''}`,
      );
    }
    if (result.declared.size > 0)
      notes.push({
        item: file,
        reason: `it sets Infima variables that sitegen's theme does not read: ${listed(result.declared)}`,
        todo: "set sitegen's --sg-* variables, or write rules of your own for what they changed (docs/theming.md)",
      });
    if (result.undefinedReads.size > 0)
      notes.push({
        item: file,
        reason: `it reads Infima variables that nothing defines in sitegen: ${listed(result.undefinedReads)}`,
        todo: "replace them with values of your own or sitegen's --sg-* variables (docs/theming.md)",
      });
  }
  return { carried, notes };
}
