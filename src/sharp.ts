// The one module that imports sharp, a native library: it is imported only once some image needs resizing, so that
// a site without large images never loads it.
import sharp from 'sharp';

/**
 * The image of `file`, upright as its EXIF orientation says, `width` pixels wide, in its own format; an image of more
 * than `maxPixels` is refused before it is decoded, a truncated one fails, and so does one taking over a minute.
 */
export async function resizedImage(file: string, width: number, maxPixels: number): Promise<Uint8Array> {
  // Each image is read once: sharp's cache of decoded images would only hold memory.
  sharp.cache(false);
  return sharp(file, { limitInputPixels: maxPixels, failOn: 'truncated' })
    .rotate()
    .resize({ width })
    .jpeg({ quality: 80, force: false })
    .png({ compressionLevel: 9, force: false })
    .webp({ quality: 80, force: false })
    .timeout({ seconds: 60 })
    .toBuffer();
}
