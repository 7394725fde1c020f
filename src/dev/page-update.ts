type SiteFiles = ReadonlyMap<string, string | Uint8Array>;

/**
 * The files a rebuild changed that open pages are told of. A file new to the site counts only when it is a page, a
 * chunk or a stylesheet: a new script (an island bundle named after its new contents) changes no open page by
 * itself, since the pages that use it name it, and their own change says so.
 */
export function changedOutputFiles(before: SiteFiles, after: SiteFiles): string[] {
  return [...after]
    .filter(
      ([file, contents]) =>
        (before.has(file) || /\.(html|json|css)$/.test(file)) && !sameContents(before.get(file), contents),
    )
    .map(([file]) => file);
}

/** Whether a file's new contents equal its old ones; files read from disk arrive as new byte arrays every build. */
function sameContents(before: string | Uint8Array | undefined, after: string | Uint8Array): boolean {
  if (typeof before === 'string' || typeof after === 'string' || before === undefined) return before === after;
  return Buffer.compare(before, after) === 0;
}

/**
 * Which open pages must reload after a rebuild. The dev client swaps in a page's chunk (its content, title, head
 * tags and sidebar) and the site's stylesheets in place; a change anywhere else in the page (the navbar, the
 * footer, the head the config writes) needs the new document.
 */
export function pagesToReload(before: SiteFiles, after: SiteFiles, changed: readonly string[]): string[] {
  return changed.filter((file) => {
    if (!file.endsWith('.html')) return false;
    const page = (files: SiteFiles) => {
      const html = files.get(file);
      const chunk = files.get(file.replace(/\.html$/, '.json'));
      return typeof html === 'string' && typeof chunk === 'string' ? { html, chunk } : null;
    };
    const [old, now] = [page(before), page(after)];
    return old !== null && now !== null && pageFrame(old.html, old.chunk) !== pageFrame(now.html, now.chunk);
  });
}

/**
 * A page's HTML without what the client swaps in place: the content, title and head tags its chunk carries, the
 * sidebar's contents and the site stylesheets' addresses. Two pages with equal frames differ only in those.
 */
export function pageFrame(html: string, chunkJson: string): string {
  const { content } = JSON.parse(chunkJson) as { content: string };
  const contentStart = html.indexOf('<div id="sg-content">');
  const contentAt = contentStart < 0 ? -1 : contentStart + '<div id="sg-content">'.length;
  const withoutContent =
    contentAt >= 0 && html.startsWith(content, contentAt)
      ? html.slice(0, contentAt) + html.slice(contentAt + content.length)
      : html;
  return withoutSidebar(withoutContent)
    .replace(/<title>[^<]*<\/title>/, '<title></title>')
    .replace(/<(?:meta|link) data-head[^>]*>/g, '')
    .replace(/(<link rel="stylesheet" href=")[^"]*"/g, '$1"');
}

/** The page without the sidebar's attributes and contents, which the chunk's sidebar address brings in anew. */
function withoutSidebar(html: string): string {
  const opening = /<div class="sidebar" id="sg-sidebar"[^>]*>/.exec(html);
  if (!opening) return html;
  const inner = opening.index + opening[0].length;
  const divs = /<div[\s>]|<\/div>/g;
  divs.lastIndex = inner;
  let depth = 1;
  for (let tag = divs.exec(html); tag; tag = divs.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(0, opening.index) + '<div id="sg-sidebar">' + html.slice(tag.index);
  }
  return html;
}
