import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EmulatedRegExp, toRegExp, toRegExpDetails, type ToRegExpOptions } from 'oniguruma-to-es';
import { bundledLanguagesInfo } from '../../shiki.js';
import { installedVersion, packageRoot } from '../../paths.js';

/**
 * How a grammar's Oniguruma patterns become RegExps: shiki's own settings, with a fixed target so that the
 * tables written at install time and the patterns converted at run time agree on every Node version.
 */
const conversion: ToRegExpOptions = {
  global: true,
  hasIndices: true,
  lazyCompileLength: 3000,
  rules: {
    allowOrphanBackrefs: true,
    asciiWordBoundaries: true,
    captureGroup: true,
    recursionLimit: 5,
    singleline: true,
  },
  target: 'ES2024',
};

type Details = ReturnType<typeof toRegExpDetails>;

const tablesDir = path.join(packageRoot, 'dist-lib', 'regexes');
const tableFile = (grammar: string) => path.join(tablesDir, `${encodeURIComponent(grammar)}.json`);
const stampFile = path.join(tablesDir, 'stamp.json');

/** Converted patterns, from the tables of the grammars read so far. */
export interface RegexTables {
  /** Reads the tables of these grammars, by name; without one, its patterns are converted when first used. */
  read(grammars: string[]): void;
  /**
   * The RegExp for a grammar's pattern, as `toRegExp` makes it: from the tables when they have it, else converted
   * now. Converting is most of what starting a grammar costs, in every worker thread.
   */
  regExp(pattern: string): RegExp;
}

/** Tables with nothing read yet: each highlighter keeps its own, for the grammars it loads. */
export function createRegexTables(): RegexTables {
  const converted = new Map<string, Details>();
  const tablesRead = new Set<string>();
  return {
    read(grammars) {
      for (const grammar of grammars) {
        if (tablesRead.has(grammar)) continue;
        tablesRead.add(grammar);
        try {
          for (const [pattern, details] of Object.entries(
            JSON.parse(readFileSync(tableFile(grammar), 'utf8')) as Record<string, Details>,
          ))
            converted.set(pattern, details);
        } catch {
          // No table (or a damaged one): the patterns are converted as they are used.
        }
      }
    },
    regExp(pattern) {
      const details = converted.get(pattern);
      if (!details) return convertPattern(pattern);
      compileToMachineCode(details.pattern, details.flags);
      return details.options
        ? new EmulatedRegExp(details.pattern, details.flags, details.options)
        : new RegExp(details.pattern, details.flags);
    },
  };
}

/** V8 compiles a RegExp straight to machine code when it first runs on a subject at least this long. */
const longSubject = ' '.repeat(1000);

/**
 * Compiles a pattern to machine code now. V8 otherwise compiles each RegExp twice, to bytecode on its first run
 * and to machine code on its second, and for the longest grammar patterns each compile is costly in every worker
 * thread. RegExps of the same source and flags share their compiled code, so the RegExp made next runs this code
 * from its first match. Run at the end of the subject, the match has nothing to scan: the time is the compiling.
 */
function compileToMachineCode(source: string, flags: string): void {
  const regexp = new RegExp(source, flags);
  regexp.lastIndex = longSubject.length;
  regexp.exec(longSubject);
}

/** Converts a pattern now, as the tables were made. */
export function convertPattern(pattern: string): RegExp {
  return toRegExp(pattern, conversion);
}

/**
 * Writes a table of converted patterns for each grammar shiki bundles, unless tables for these versions and
 * settings are there already. Run when the package is installed; a few seconds, once.
 */
export async function writeRegexTables(): Promise<void> {
  const stamp = JSON.stringify({
    shiki: installedVersion('shiki'),
    converter: installedVersion('oniguruma-to-es'),
    conversion,
  });
  try {
    if (readFileSync(stampFile, 'utf8') === stamp) return;
  } catch {
    // No tables yet.
  }
  rmSync(tablesDir, { recursive: true, force: true });
  mkdirSync(tablesDir, { recursive: true });
  const written = new Set<string>();
  for (const language of bundledLanguagesInfo) {
    for (const grammar of (await language.import()).default) {
      if (written.has(grammar.name)) continue;
      written.add(grammar.name);
      const table: Record<string, Details> = {};
      for (const pattern of grammarPatterns(grammar)) {
        try {
          table[pattern] = toRegExpDetails(pattern, conversion);
        } catch {
          // A pattern RegExp cannot express: the engine skips it at run time too.
        }
      }
      writeFileSync(tableFile(grammar.name), JSON.stringify(table));
    }
  }
  writeFileSync(stampFile, stamp);
}

/** The patterns a grammar's rules match with, wherever they are nested. */
function grammarPatterns(grammar: unknown, patterns = new Set<string>()): Set<string> {
  if (Array.isArray(grammar)) for (const item of grammar) grammarPatterns(item, patterns);
  else if (grammar && typeof grammar === 'object') {
    for (const [key, value] of Object.entries(grammar)) {
      if (typeof value === 'string' && (key === 'match' || key === 'begin' || key === 'end' || key === 'while'))
        patterns.add(value);
      else grammarPatterns(value, patterns);
    }
  }
  return patterns;
}
