import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { allowedInlineHtml, inlineHtml } from '../config/inline-html.js';
import { SitegenError } from '../errors.js';
import { localeFolder } from './folders.js';
import { slotsIn, type LabelSlot } from './label-slots.js';
import { sidebarSlots } from './sidebar-strings.js';
import { readTranslationFile, type TranslationFileContent } from '../config/translation-file.js';

/**
 * `config` with its labels in `locale`: those the files of Docusaurus's plugins under `<root>/i18n/<locale>/` give
 * (the navbar's and footer's, each docs version's label and sidebars, the blog's title and description), by
 * Docusaurus's keys. A label no file translates stays as it is.
 */
export function translatedConfig(config: ResolvedConfig, locale: string): ResolvedConfig {
  const copy = structuredClone(config);
  const folder = localeFolder(config.root, locale);
  const files = new Map<string, TranslationFileContent | null>();
  for (const slot of labelSlots(copy)) {
    if (!files.has(slot.file)) files.set(slot.file, readTranslationFile(path.join(folder, slot.file), config));
    const translation = files.get(slot.file)?.[slot.key];
    if (translation) slot.replace(translation.message);
  }
  // A translation of the announcement is the stranger's HTML the config's is: it passes the same check.
  const announcement = copy.announcementBar && inlineHtml(copy.announcementBar.content);
  if (announcement && announcement.refused.length > 0)
    throw new SitegenError(
      `the entry "announcementBar.content" holds ${announcement.refused.join(', ')}, which it may not`,
      {
        file: path.join(folder, navbarFile),
        hint: `write only ${allowedInlineHtml}`,
      },
    );
  if (announcement) copy.announcementBar!.content = announcement.html;
  for (const version of copy.docs.versions) {
    const file = versionFile(version.name);
    if (!files.has(file)) files.set(file, readTranslationFile(path.join(folder, file), config));
    version.translations = Object.fromEntries(
      Object.entries(files.get(file) ?? {}).map(([key, { message }]) => [key, message]),
    );
  }
  return copy;
}

const navbarFile = 'docusaurus-theme-classic/navbar.json';
const footerFile = 'docusaurus-theme-classic/footer.json';
const blogFile = 'docusaurus-plugin-content-blog/options.json';

/** The file of a docs version's labels: `current.json` for the docs folder, `version-2.0.json` for a release. */
export function versionFile(name: string): string {
  return `docusaurus-plugin-content-docs/${name === 'current' ? name : `version-${name}`}.json`;
}

/**
 * Every translatable text of the config, in its order, with the key and description Docusaurus gives it. Each
 * replaces its text in `copy`, which must be the caller's own (see `sidebarSlots`).
 */
export function labelSlots(copy: ResolvedConfig): LabelSlot[] {
  const navbar = slotsIn(navbarFile);
  const footer = slotsIn(footerFile);
  const blogOption = slotsIn(blogFile);
  const { navbar: bar, footer: foot, docs, blog } = copy;
  const logo = bar.logo;
  const announcement = copy.announcementBar;
  const slots = [
    navbar('title', bar.title, 'The title in the navbar', (message) => (bar.title = message)),
    ...(logo ? [navbar('logo.alt', logo.alt, 'The alt text of navbar logo', (message) => (logo.alt = message))] : []),
    ...(announcement
      ? [
          navbar(
            'announcementBar.content',
            announcement.content,
            'The announcement above the navbar, a line of HTML',
            (message) => (announcement.content = message),
          ),
        ]
      : []),
    // A menu of links is labelled as a link is, and so is each of its links, as Docusaurus does.
    ...(bar.items ?? [])
      .flatMap((item) => (item.type === undefined ? [item] : item.type === 'dropdown' ? [item, ...item.items] : []))
      .map((item) =>
        navbar(
          `item.label.${item.label}`,
          item.label,
          `Navbar item with label ${item.label}`,
          (message) => (item.label = message),
        ),
      ),
    ...foot.columns.flatMap((column) => [
      footer(
        `link.title.${column.title}`,
        column.title,
        `The title of the footer links column with title=${column.title} in the footer`,
        (message) => (column.title = message),
      ),
      ...column.items.map((link) =>
        footer(
          `link.item.label.${link.label}`,
          link.label,
          `The label of footer link with label=${link.label} linking to ${link.to ?? link.href}`,
          (message) => (link.label = message),
        ),
      ),
    ]),
    footer('copyright', foot.copyright, 'The footer copyright', (message) => (foot.copyright = message)),
    ...(docs.enabled ? docs.versions : []).flatMap((version) => {
      const slot = slotsIn(versionFile(version.name));
      return [
        slot(
          'version.label',
          version.label,
          `The label for version ${version.name}`,
          (message) => (version.label = message),
        ),
        ...sidebarSlots(version.sidebars, slot),
      ];
    }),
    ...(blog.enabled
      ? [
          blogOption('title', blog.title, 'The title for the blog used in SEO', (message) => (blog.title = message)),
          blogOption(
            'description',
            blog.description,
            'The description for the blog used in SEO',
            (message) => (blog.description = message),
          ),
        ]
      : []),
  ];
  // As in Docusaurus, an empty text has nothing to translate.
  return slots.filter((slot) => slot.message !== '');
}
