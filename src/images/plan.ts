// What a local image becomes in a page: its size, when it loads, the smaller copies it comes in, whether it zooms.
import type { ImageSize } from '../image-size.js';

/** The widest the theme's content column shows an image, in CSS pixels: its `--content-width`, 48rem. */
export const contentColumn = 768;

/** The widths of an image's smaller copies: a phone's column, the content column, and that column at 2x. */
export const copyWidths = [480, contentColumn, 2 * contentColumn];

/**
 * The most pixels an image may have to be resized (sharp's own default): a larger one, such as a small file that
 * claims vast dimensions, is shown as it is rather than decoded.
 */
export const largestResizable = 0x3fff * 0x3fff;

/** The formats sharp resizes; an SVG scales by itself, and a GIF would lose its animation. */
const resizableTypes = new Set(['png', 'jpg', 'webp']);

/** The attributes an `<img>` was written with, of those the plan reads. */
export interface WrittenImage {
  width?: string;
  height?: string;
  loading?: string;
  decoding?: string;
  srcset?: string;
  alt?: string;
}

/** Where the image stands in its page. */
export interface ImagePlace {
  /** Whether it is the page's first image: the likeliest largest paint, so never loaded lazily. */
  first: boolean;
  /** Whether it is inside a link already: then the link, not a zoom, is what a click does. */
  inLink: boolean;
  /** Whether its page zooms large images (a doc). */
  zooms: boolean;
}

export interface ImagePlan {
  /** Attributes to add, in order: none the writer gave is replaced. */
  attributes: Array<[name: string, value: string]>;
  /** The widths of the smaller copies its `srcset` lists, narrowest first; empty when it has none. */
  copies: number[];
  /** The `sizes` that goes with those copies. */
  sizes: string | null;
  /** Whether a click opens it full size. */
  zoom: boolean;
  /** Whether it would have had copies but has too many pixels to resize safely. */
  tooLarge: boolean;
}

const whole = /^\d+$/;

/**
 * The plan of one local image, from its size and what was written: its width and height (the writer's kept, the
 * missing one derived from the ratio), lazy loading below the first image, copies for images wider than the content
 * column at 2x, and a zoom for those the column shows smaller than they are.
 */
export function planImage(size: ImageSize, written: WrittenImage, place: ImagePlace): ImagePlan {
  const attributes: ImagePlan['attributes'] = [];
  const width = written.width !== undefined && whole.test(written.width) ? Number(written.width) : undefined;
  const height = written.height !== undefined && whole.test(written.height) ? Number(written.height) : undefined;
  if (written.width === undefined && written.height === undefined)
    attributes.push(['width', String(size.width)], ['height', String(size.height)]);
  else if (width !== undefined && written.height === undefined)
    attributes.push(['height', String(Math.round((width * size.height) / size.width))]);
  else if (height !== undefined && written.width === undefined)
    attributes.push(['width', String(Math.round((height * size.width) / size.height))]);
  if (!place.first) {
    if (written.loading === undefined) attributes.push(['loading', 'lazy']);
    if (written.decoding === undefined) attributes.push(['decoding', 'async']);
  }
  const shown = Math.min(
    width ?? (height !== undefined ? (height * size.width) / size.height : size.width),
    contentColumn,
  );
  const large = resizableTypes.has(size.type) && written.srcset === undefined && size.width > 2 * contentColumn;
  const tooLarge = large && size.width * size.height > largestResizable;
  const copies = large && !tooLarge ? copyWidths.filter((w) => w < size.width) : [];
  return {
    attributes,
    copies,
    sizes: copies.length > 0 ? `(max-width: ${shown}px) 100vw, ${shown}px` : null,
    zoom: place.zooms && !place.inLink && Boolean(written.alt) && size.width > shown,
    tooLarge,
  };
}
