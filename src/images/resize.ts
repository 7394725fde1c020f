import { availableParallelism } from 'node:os';
import { relativePosix } from '../paths.js';
import type { ImageCopy } from './html.js';
import { largestResizable } from './plan.js';

/** Makes images' copies, each in the place of its own. */
export type ImageCopies = (copies: ImageCopy[]) => Promise<Uint8Array[]>;

/**
 * The images' copies, each resized by sharp, or null when its image cannot be (a damaged or truncated file, sharp
 * missing on this system), with one warning naming the image. sharp is loaded here, by the first build that needs it.
 */
export async function resizeImages(
  copies: ImageCopy[],
  { root, warn }: { root: string; warn: (message: string) => void },
): Promise<Array<Uint8Array | null>> {
  const made: Array<Uint8Array | null> = copies.map(() => null);
  if (copies.length === 0) return made;
  const byImage = new Map<string, number[]>();
  copies.forEach((copy, i) => byImage.set(copy.from, [...(byImage.get(copy.from) ?? []), i]));
  const failed = (from: string, why: string) =>
    // libvips repeats its message over several lines: the first says it.
    warn(`${relativePosix(root, from)} cannot be resized (${why.split('\n')[0]}): its copies are the image itself`);
  let sharp: typeof import('../sharp.js');
  try {
    sharp = await import('../sharp.js');
  } catch (error) {
    for (const from of byImage.keys()) failed(from, `sharp cannot be loaded: ${(error as Error).message}`);
    return made;
  }
  const images = [...byImage];
  let next = 0;
  // sharp works on threads of its own: a few images at a time keep them busy without holding every decoded image.
  const resizeInTurn = async () => {
    for (let i = next++; i < images.length; i = next++) {
      const [from, indexes] = images[i];
      try {
        for (const j of indexes) made[j] = await sharp.resizedImage(from, copies[j].width, largestResizable);
      } catch (error) {
        for (const j of indexes) made[j] = null;
        failed(from, (error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(images.length, availableParallelism()) }, resizeInTurn));
  return made;
}
