import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/resolve.js';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError, UsageError } from '../errors.js';
import { assertInsideSite, isInside, writeAtomically } from '../paths.js';
import { labelSlots } from './config-strings.js';
import type { LabelEntry } from './label-slots.js';
import { localeFolder } from './folders.js';
import { codeTranslations } from './code-translations.js';
import { readTranslationFile, type TranslationFileContent } from '../config/translation-file.js';

/** What `write-translations` did to one file. */
export interface WrittenFile {
  /** Relative to the locale's folder: `code.json`, `docusaurus-theme-classic/navbar.json`. */
  file: string;
  entries: number;
  /** The entries it did not have before. */
  added: number;
  /** The entries the site no longer uses, kept as they were. */
  unused: number;
}

/** The texts a site shows that its config does not hold, found in its files: the categories sidebars make from folders. */
export type FoundLabels = (config: ResolvedConfig) => Promise<LabelEntry[]>;

/**
 * `sitegen write-translations`, as Docusaurus's command: writes, under `i18n/<locale>/`, `code.json` with every word
 * of the theme and the files of Docusaurus's plugins with every label of the config, then the `foundLabels`. A
 * message already in a file is never replaced, and entries the site no longer uses are kept; a file that would be
 * empty is not made.
 */
export async function writeTranslations(
  root: string,
  locale: string | undefined,
  foundLabels: FoundLabels,
): Promise<{ locale: string; folder: string; files: WrittenFile[] }> {
  const config = await loadConfig(root);
  const name = locale ?? config.i18n.defaultLocale;
  const names = config.i18n.locales.map((each) => each.name);
  if (!names.includes(name))
    throw new UsageError(`"${name}" is not one of the site's locales`, {
      hint: `the locales are ${names.join(', ')}; add it to i18n.locales in site.config.ts first`,
    });
  const folder = localeFolder(config.root, name);
  const files: WrittenFile[] = [];
  for (const [file, fresh] of translationFiles(config, name, await foundLabels(config))) {
    const target = path.join(folder, file);
    const existing = readTranslationFile(target, config);
    const merged = mergedTranslations(existing ?? {}, fresh);
    const entries = Object.keys(merged).length;
    if (entries === 0) continue;
    const text = JSON.stringify(merged, null, 2) + '\n';
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeInside(config, target, text);
    const added = Object.keys(fresh).filter((key) => !existing || !(key in existing)).length;
    files.push({ file, entries, added, unused: Object.keys(merged).length - Object.keys(fresh).length });
  }
  return { locale: name, folder, files };
}

/** The content each file of the locale would have without translations, by its path in the locale's folder. */
function translationFiles(
  config: ResolvedConfig,
  locale: string,
  found: LabelEntry[],
): Map<string, TranslationFileContent> {
  const { htmlLang } = config.i18n.locales.find((each) => each.name === locale)!;
  const files = new Map<string, TranslationFileContent>([['code.json', codeTranslations(htmlLang)]]);
  for (const slot of [...labelSlots(structuredClone(config)), ...found]) {
    const content = files.get(slot.file) ?? {};
    content[slot.key] ??= { message: slot.message, description: slot.description };
    files.set(slot.file, content);
  }
  return files;
}

/** Docusaurus's merge: the file's entries first, each keeping its message; new entries after; every description renewed. */
function mergedTranslations(existing: TranslationFileContent, fresh: TranslationFileContent): TranslationFileContent {
  const merged = { ...existing };
  for (const [key, { message, description }] of Object.entries(fresh))
    merged[key] = { message: existing[key]?.message ?? message, description };
  return merged;
}

/**
 * Writes a file of the site's `i18n/` folder, and nowhere else: every folder on the way that exists must be inside
 * it once symbolic links are followed, and `i18n/` itself inside the site, before any folder is made.
 */
function writeInside(config: ResolvedConfig, file: string, text: string): void {
  const i18n = path.join(config.root, 'i18n');
  const top = assertInsideSite(i18n, config);
  const steps = path.relative(i18n, path.dirname(file)).split(path.sep);
  for (let i = 1; top !== null && i <= steps.length; i++) {
    const step = path.join(i18n, ...steps.slice(0, i));
    if (!existsSync(step)) break;
    if (!isInside(realpathSync.native(step), top))
      throw new SitegenError(`${step} leads outside the i18n folder, to ${realpathSync.native(step)}`, {
        hint: 'translations are written only inside i18n/: remove the symbolic link',
      });
  }
  writeAtomically(file, text);
}
