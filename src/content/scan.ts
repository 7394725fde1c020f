import path from 'node:path';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/types.js';
import { relativePosix } from '../paths.js';

/** A doc, a blog post, or a Markdown page of `content/pages/`. */
export type SourceKind = 'doc' | 'post' | 'page';

/** One Markdown file of the site. */
export interface SourceFile {
  kind: SourceKind;
  /** Absolute path on disk. */
  file: string;
  /** Path relative to the site root, forward slashes: what messages and edit links show. */
  relPath: string;
  /** Path relative to its section folder (docs/, blog/ or pages/), forward slashes. */
  sectionPath: string;
}

const markdownGlob = ['**/*.md', '**/*.mdx'];
const ignored = ['**/node_modules/**', '**/_*/**', '**/_*'];

/** Lists every doc, blog post and Markdown page of the site, in a stable order. */
export async function scanContent(config: ResolvedConfig): Promise<SourceFile[]> {
  const sections: Array<[SourceKind, string]> = [
    ['doc', config.docs.dir],
    ['post', config.blog.dir],
    ['page', config.pagesDir],
  ];
  const lists = await Promise.all(
    sections.map(async ([kind, dir]) => {
      // Symbolic links that lead nowhere are kept, so that reading them fails loudly instead of the page quietly vanishing.
      const entries = await fg(markdownGlob, { cwd: dir, ignore: ignored, onlyFiles: false, objectMode: true });
      const found = entries.filter((entry) => entry.dirent.isFile() || entry.dirent.isSymbolicLink()).map((entry) => entry.path);
      return found.sort().map((sectionPath) => {
        const file = path.join(dir, sectionPath);
        return { kind, file, relPath: relativePosix(config.root, file), sectionPath };
      });
    }),
  );
  return lists.flat();
}
