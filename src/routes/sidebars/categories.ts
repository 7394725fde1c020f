import path from 'node:path';
import { glob } from '../../glob.js';
import type { SidebarCategoryLink } from '../../config/types.js';
import { SitegenError } from '../../errors.js';
import { readSiteFile, relativePosix, type SiteBounds } from '../../paths.js';
import { bool, object, str, validate, type Schema } from '../../schema.js';
import { parseYaml, YamlError } from '../../yaml.js';
import { categoryLinkSchema } from '../../config/sidebars-schema.js';

/** What a folder's `_category_.json` or `_category_.yml` says of the category made from it. */
export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  link?: SidebarCategoryLink | null;
  /** The file, relative to the site root, for messages. */
  file: string;
}

const categorySchema: Schema = object({
  label: str,
  position: { kind: 'number' },
  collapsed: bool,
  collapsible: bool,
  className: str,
  description: str,
  link: categoryLinkSchema,
  key: str,
  customProps: { kind: 'object', fields: {}, open: true },
});

/** Every `_category_` file under the docs folder, by the folder holding it (`guides/01-basics`). */
export function readCategoryFiles(docsDir: string, site: SiteBounds): Map<string, CategoryMeta> {
  const files = glob
    .sync(['**/_category_.json', '**/_category_.yml', '**/_category_.yaml'], {
      cwd: docsDir,
      ignore: ['**/node_modules/**'],
    })
    .sort();
  const byFolder = new Map<string, CategoryMeta>();
  for (const name of files) {
    const file = path.join(docsDir, name);
    const relFile = relativePosix(site.root, file);
    const folder = path.posix.dirname(name);
    if (byFolder.has(folder))
      throw new SitegenError(`a second category file for ${folder}/, beside ${byFolder.get(folder)!.file}`, {
        file: relFile,
        hint: 'keep one of _category_.json and _category_.yml',
      });
    byFolder.set(folder, {
      ...parseCategoryFile(readSiteFile(file, site).toString('utf8'), file, relFile),
      file: relFile,
    });
  }
  return byFolder;
}

function parseCategoryFile(text: string, file: string, relFile: string): Omit<CategoryMeta, 'file'> {
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(text) : (parseYaml(text) ?? {});
  } catch (error) {
    throw new SitegenError(
      `malformed category file: ${error instanceof YamlError ? error.reason : (error as Error).message}`,
      {
        file: relFile,
        line: error instanceof YamlError ? error.line : undefined,
        hint: 'a category file holds keys such as label, position, collapsed and link',
      },
    );
  }
  const issue = validate(data, categorySchema)[0];
  if (issue) {
    const key = issue.path.split(/[.[]/)[0];
    const line = text.split('\n').findIndex((l) => new RegExp(`^\\s*"?${key}"?\\s*:`).test(l));
    throw new SitegenError(`category key \`${issue.path}\` ${issue.message}`, {
      file: relFile,
      line: line >= 0 ? line + 1 : undefined,
      hint: issue.hint,
    });
  }
  return data as Omit<CategoryMeta, 'file'>;
}
