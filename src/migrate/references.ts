import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A file or folder of the Docusaurus site and where it is in the new site, both relative to their site. */
export interface Move {
  from: string;
  to: string;
}

/** A Markdown or code file to copy: where it is in the Docusaurus site, where it goes, and the folder it moves with. */
export interface CopiedFile {
  from: string;
  to: string;
  /** The folder that moves whole with it (`docs`, `i18n/fr`): references inside it stay as they are. */
  folder: string;
}

/** Relative and `@site/` targets of Markdown links and images, `src` attributes, and imports and requires. */
const reference = /(\]\(\s*<?|\bsrc=["']|\bfrom\s+["']|\brequire\(\s*["'])((?:\.\.?|@site)?\/[^)\s"'>#?]+)/g;
const siteAlias = '@site/';

/**
 * A page's text with each reference to a file that moved pointed at where it now is: relative ones that lead out of
 * the folder moving with the page (`../../../../static/img/a.png` once `static/` became `content/static/`), and
 * `@site/` ones (`@site/static/img/a.png` → `@site/content/static/img/a.png`). References inside that folder, and to
 * files that did not move, stay as they are.
 */
export function withMovedReferences(
  text: string,
  { from, to, folder, moves }: CopiedFile & { moves: Move[] },
): { text: string; changed: number } {
  let changed = 0;
  const moved = text.replace(reference, (match, lead: string, target: string) => {
    // An import of `/docs/…` is of the site's file, as webpack resolves it from the site's folder; a link is a URL.
    const rooted = target.startsWith('/');
    if (rooted && (target.startsWith('//') || !/^(?:from|require)/.test(lead))) return match;
    const fromSite = rooted || target.startsWith(siteAlias);
    const resolved = fromSite
      ? path.posix.normalize(target.slice(rooted ? 1 : siteAlias.length))
      : path.posix.normalize(path.posix.join(path.posix.dirname(from), target));
    if (resolved.startsWith('../') || (!fromSite && within(resolved, folder))) return match;
    const now = movedTo(resolved, moves);
    if (now === null) return match;
    const relative = path.posix.relative(path.posix.dirname(to), now);
    const written = fromSite ? siteAlias + now : relative.startsWith('../') ? relative : `./${relative}`;
    if (written === target) return match;
    changed++;
    return lead + written;
  });
  return { text: moved, changed };
}

/** Copies a Markdown or code file with its references to files that moved following them; gives how many changed. */
export function copyWithMovedReferences(
  file: CopiedFile,
  { source, target, moves }: { source: string; target: string; moves: Move[] },
): number {
  const to = path.join(target, file.to);
  mkdirSync(path.dirname(to), { recursive: true });
  const { text, changed } = withMovedReferences(readFileSync(path.join(source, file.from), 'utf8'), {
    ...file,
    moves,
  });
  writeFileSync(to, text);
  return changed;
}

/**
 * Where the file or folder `resolved` names is in the new site, when it moved: inside a folder that moved, or a file
 * that moved named as imports name it, without its extension or as its folder's index.
 */
function movedTo(resolved: string, moves: Move[]): string | null {
  for (const move of moves) {
    if (within(resolved, move.from)) return move.to + resolved.slice(move.from.length);
    for (const short of [/\.[^/.]+$/, /\/index\.[^/.]+$/])
      if (move.from.replace(short, '') === resolved && short.test(move.to)) return move.to.replace(short, '');
  }
  return null;
}

const within = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);
