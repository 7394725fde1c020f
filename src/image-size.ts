// The one module that imports image-size, which reads an image's size from its header without decoding it.
import { imageSize } from 'image-size';

/** An image's size as a browser shows it, and its format (`png`, `jpg`, `svg`…). */
export interface ImageSize {
  width: number;
  height: number;
  type: string;
}

/** The size of the image in `bytes`, turned as its EXIF orientation says; throws when the header cannot be read. */
export function readImageSize(bytes: Uint8Array): ImageSize {
  const { width, height, type = '', orientation = 1 } = imageSize(bytes);
  if (!width || !height) throw new Error('it gives no width or height');
  // Orientations 5 to 8 turn the image a quarter: browsers show it with its sides swapped.
  return orientation >= 5 ? { width: height, height: width, type } : { width, height, type };
}
