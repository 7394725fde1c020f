// The `<img>` tags of a page's HTML, given what their plans say: sizes, lazy loading, copies in `srcset`, a zoom link.
import path from 'node:path';
import { fingerprint } from '../fingerprint.js';
import type { ImageSize } from '../image-size.js';
import { largestResizable, planImage, type WrittenImage } from './plan.js';

/** A local image, as published. */
export interface LocalImage {
  /** Absolute path of its file. */
  file: string;
  /** Where it is published, relative to the output folder: `assets/files/photo.1a2b3c4d5e.jpg`. */
  path: string;
}

/** A smaller copy of an image: made from `from`, `width` pixels wide, published at `path`. */
export interface ImageCopy {
  from: string;
  path: string;
  width: number;
}

export interface ImageLookups {
  /** The local image a `src` names (publishing it), or null: a remote image, or no such file. */
  localImage(src: string): LocalImage | null;
  /** The size of an image file; throws when it cannot be read as an image. */
  sizeOf(file: string): ImageSize;
  withBase(path: string): string;
  /** Whether a click on a large image opens it full size (a doc). */
  zooms: boolean;
  /** The name of the zoom's close button, in the page's language. */
  closeLabel: string;
}

/** An image the writer should look at: its `src` as written, its file when it is local, and why. */
export interface ImageProblem {
  src: string;
  file?: string;
  message: string;
}

export interface SizedImages {
  html: string;
  copies: ImageCopy[];
  problems: ImageProblem[];
}

/** What an image without alt text is warned of. */
export const noAltText = 'has no alt text: describe it, or write alt="" if it is only decoration';

// Comments and raw-text elements hide what they hold; links are followed, to know the images inside one.
const tagPattern =
  /<!--[\s\S]*?-->|<(script|style|textarea)\b[\s\S]*?<\/\1\s*>|<(img|a)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|<\/a\s*>/gi;
const attributePattern = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The page's HTML with every local image sized and planned, the copies those need, and what to warn about. */
export function withImageSizes(html: string, lookups: ImageLookups): SizedImages {
  const copies: ImageCopy[] = [];
  const problems: ImageProblem[] = [];
  let images = 0;
  let linkDepth = 0;
  const sized = html.replace(tagPattern, (tag, _hidden, name: string | undefined, body: string) => {
    const element = name?.toLowerCase();
    if (element === 'a') linkDepth++;
    else if (tag.startsWith('</')) linkDepth = Math.max(0, linkDepth - 1);
    if (element !== 'img') return tag;
    const attributes = [...body.matchAll(attributePattern)].map((m) => ({
      name: m[1].toLowerCase(),
      value: m[2] ?? m[3] ?? m[4] ?? '',
      text: m[0],
    }));
    const written = Object.fromEntries(attributes.map((a) => [a.name, a.value])) as WrittenImage & { src?: string };
    const first = images++ === 0;
    const src = written.src?.replace(/&amp;/g, '&') ?? '';
    const image = src ? lookups.localImage(src) : null;
    if (written.alt === undefined) problems.push({ src, file: image?.file, message: noAltText });
    if (!image) return tag;
    // A raw `<img src="./a.png">` is pointed where its file is published; a rewritten `src` stays as it is written.
    const url = sameUrl(src, lookups.withBase(`/${image.path}`)) ? src : lookups.withBase(`/${image.path}`);
    let size: ImageSize;
    try {
      size = lookups.sizeOf(image.file);
    } catch (error) {
      const message = `cannot be read as an image (${(error as Error).message}): it is shown without its size`;
      problems.push({ src, file: image.file, message });
      return rewritten(attributes, url, []);
    }
    const plan = planImage(size, written, { first, inLink: linkDepth > 0, zooms: lookups.zooms });
    if (plan.tooLarge)
      problems.push({
        src,
        file: image.file,
        message: `has ${size.width}×${size.height} pixels, more than the ${largestResizable} sitegen resizes: it is shown as it is`,
      });
    const added = [...plan.attributes];
    if (plan.copies.length > 0) {
      const made = plan.copies.map((width) => ({ from: image.file, path: copyPath(image.path, width), width }));
      copies.push(...made);
      added.push([
        'srcset',
        made.map((copy) => `${srcsetUrl(lookups.withBase(`/${copy.path}`))} ${copy.width}w`).join(', '),
      ]);
      added.push(['sizes', plan.sizes!]);
    }
    const img = rewritten(attributes, url, added);
    const closeLabel = escaped(lookups.closeLabel);
    return plan.zoom ? `<a href="${escaped(url)}" class="image-zoom" data-close-label="${closeLabel}">${img}</a>` : img;
  });
  return { html: sized, copies, problems };
}

/** The tag with its `src` pointing where the image is published and `added` after the attributes written. */
function rewritten(
  written: Array<{ name: string; value: string; text: string }>,
  url: string,
  added: Array<[string, string]>,
): string {
  const attributes = written.map((a) =>
    a.name === 'src' && a.value !== escaped(url) ? `src="${escaped(url)}"` : a.text,
  );
  return `<img ${[...attributes, ...added.map(([name, value]) => `${name}="${escaped(value)}"`)].join(' ')}>`;
}

/**
 * Where a copy of the image published at `original` is published: named after the image and its width, and by a
 * hash of the original's hashed name, so that a changed image's copies change names too.
 */
export function copyPath(original: string, width: number): string {
  const { name, ext } = path.posix.parse(original);
  const stem = name.replace(/\.[0-9a-f]{10}$/, '');
  return `assets/images/${stem}-${width}w.${fingerprint(original, String(width)).slice(0, 10)}${ext}`;
}

function sameUrl(a: string, b: string): boolean {
  return a === b || decoded(a) === decoded(b);
}

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** A URL as `srcset` can hold it: a space or comma would end it early. */
function srcsetUrl(url: string): string {
  return url.replace(/[\s,]/g, (c) => encodeURIComponent(c));
}

function escaped(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
