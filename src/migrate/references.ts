import path from 'node:path';

/** A file or folder of the Docusaurus site and where it is in the new site, both relative to their site. */
export interface Move {
  from: string;
  to: string;
}

/** Relative targets of Markdown links and images, `src` attributes, and MDX imports and requires. */
const relativeReference = /(\]\(\s*<?|\bsrc=["']|\bfrom\s+["']|\brequire\(\s*["'])(\.\.?\/[^)\s"'>#?]+)/g;

/**
 * A translated page's text with each relative reference that leads out of its locale's folder pointed at where its
 * target now is (`../../../../static/img/a.png` once `static/` became `content/static/`); references inside the
 * locale's folder, which moves whole, and to files that did not move stay as they are.
 */
export function withMovedReferences(
  text: string,
  { from, to, localeFolder, moves }: { from: string; to: string; localeFolder: string; moves: Move[] },
): { text: string; changed: number } {
  let changed = 0;
  const moved = text.replace(relativeReference, (match, lead: string, target: string) => {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(from), target));
    if (resolved.startsWith('../') || within(resolved, localeFolder)) return match;
    const move = moves.find((candidate) => within(resolved, candidate.from));
    if (!move) return match;
    const relative = path.posix.relative(path.posix.dirname(to), move.to + resolved.slice(move.from.length));
    const written = relative.startsWith('../') ? relative : `./${relative}`;
    if (written === target) return match;
    changed++;
    return lead + written;
  });
  return { text: moved, changed };
}

const within = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);
