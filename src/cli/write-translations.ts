import path from 'node:path';
import type { Logger } from '../log.js';

/** `sitegen write-translations`: writes the locale's translation files and says what each holds. */
export async function writeTranslationFiles(flags: { root: string; locale?: string }, log: Logger): Promise<void> {
  const { writeTranslations } = await import('../i18n/write-translations.js');
  const { folderCategoryEntries } = await import('../routes/sidebars/folder-categories.js');
  const written = await writeTranslations(flags.root, flags.locale, folderCategoryEntries);
  const folder = path.relative(process.cwd(), written.folder) || '.';
  log.info(`${log.paint('green', '✓')} Wrote the translations of ${written.locale} in ${folder}:`);
  for (const file of written.files) {
    const unused = file.unused > 0 ? `, ${file.unused} no longer used (kept)` : '';
    log.info(`  ${file.file}: ${file.entries} ${file.entries === 1 ? 'entry' : 'entries'}, ${file.added} new${unused}`);
  }
}
