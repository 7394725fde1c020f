import { availableParallelism } from 'node:os';
import { relativePosix } from '../paths.js';
import type { ImageCopy } from './html.js';
import { largestResizable } from './plan.js';

/** Makes images' copies, each in the place of its own. */
export type ImageCopies = (copies: ImageCopy[]) => Promise<Uint8Array[]>;

/**
 * The images' copies, each resized by sharp, or null with a warning naming the image when it cannot be (a damaged or
 * truncated file, sharp missing on this system). sharp is loaded here, by the first build that needs a copy.
 */
export async function resizeImages(
  copies: ImageCopy[],
  { root, warn }: { root: string; warn: (message: string) => void },
): Promise<Array<Uint8Array | null>> {
  if (copies.length === 0) return [];
  const failed = (copy: ImageCopy, why: string) => {
    warn(`${relativePosix(root, copy.from)} cannot be resized (${why}): its ${copy.width}w copy is the image itself`);
    return null;
  };
  let sharp: typeof import('../sharp.js');
  try {
    sharp = await import('../sharp.js');
  } catch (error) {
    return copies.map((copy) => failed(copy, `sharp cannot be loaded: ${(error as Error).message}`));
  }
  const made: Array<Uint8Array | null> = [];
  let next = 0;
  // sharp works on threads of its own: a few images at a time keep them busy without holding every decoded image.
  const resizeInTurn = async () => {
    for (let i = next++; i < copies.length; i = next++) {
      const copy = copies[i];
      made[i] = await sharp
        .resizedImage(copy.from, copy.width, largestResizable)
        .catch((error: Error) => failed(copy, error.message));
    }
  };
  await Promise.all(Array.from({ length: Math.min(copies.length, availableParallelism()) }, resizeInTurn));
  return made;
}
