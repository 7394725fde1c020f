import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readImageSize } from '../image-size.js';
import { noAltText, withImageSizes, type ImageProblem } from '../images/html.js';
import type { MarkdownLink } from '../markdown/types.js';
import type { Attachment } from './page.js';

/** What sizing a page's images reads of the page. */
export interface PageImages {
  relPath: string;
  /** The Markdown as written, and the line of the file it starts on: warnings name the line of each image. */
  body: string;
  firstLine: number;
  links: MarkdownLink[];
  /** The files the page publishes, by where: its images' copies join them. */
  attachments: Map<string, Attachment>;
  /** Publishes a file named relative to the page; null when there is none in the site. */
  attach(target: string): Attachment | null;
  withBase(path: string): string;
  /** Whether a click on a large image opens it full size. */
  zooms: boolean;
  closeLabel: string;
}

const external = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** The page's HTML with its local images sized (`withImageSizes`), and warnings naming the line of each image at fault. */
export function sizedPageImages(html: string, page: PageImages): { html: string; warnings: string[] } {
  const byUrl = new Map([...page.attachments.values()].map((a) => [page.withBase(`/${a.path}`), a]));
  const sized = withImageSizes(html, {
    localImage: (src) => {
      const published = byUrl.get(src) ?? byUrl.get(decoded(src));
      if (published) return { file: published.from, path: published.path };
      // A raw `<img>` names its file relative to the page; site-absolute paths are the static folder's.
      if (external.test(src) || /^[/#?]/.test(src)) return null;
      const attachment = page.attach(decoded(src.split(/[?#]/)[0]));
      return attachment && { file: attachment.from, path: attachment.path };
    },
    sizeOf: (file) => readImageSize(readFileSync(file)),
    withBase: page.withBase,
    zooms: page.zooms,
    closeLabel: page.closeLabel,
  });
  for (const copy of sized.copies) page.attachments.set(copy.path, copy);
  const warnings = page.links
    .filter((link) => link.alt === '')
    .map((link) => `${page.relPath}:${link.line}: the image ${link.href} ${noAltText}`);
  for (const problem of sized.problems) {
    const link = page.links.find((l) => l.resolved === problem.src || l.href === problem.src);
    const line = link?.line ?? lineOf(problem, page);
    const where = line ? `${page.relPath}:${line}` : page.relPath;
    warnings.push(`${where}: the image ${link?.href ?? problem.src} ${problem.message}`);
  }
  return { html: sized.html, warnings };
}

/** The line of an image not written in Markdown: the first naming its `src`, or its file (an MDX page's import of it). */
function lineOf(problem: ImageProblem, page: PageImages): number | null {
  for (const needle of [problem.src, problem.file && path.basename(problem.file)]) {
    const at = needle ? page.body.indexOf(needle) : -1;
    if (at >= 0) return page.firstLine + (page.body.slice(0, at).match(/\n/g)?.length ?? 0);
  }
  return null;
}

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
