import { readFile } from 'node:fs/promises';
import type { Page } from '../content/page.js';
import type { ImageCopy } from '../images/html.js';
import type { ImageCopies } from '../images/resize.js';
import type { OutputFile } from '../write/output.js';

/**
 * The files pages show or link to from beside their Markdown, each once however many pages use it, with the smaller
 * copies of their large images, which `makeCopies` makes.
 */
export async function attachmentFiles(pages: Page[], makeCopies: ImageCopies): Promise<OutputFile[]> {
  const attachments = [
    ...new Map(pages.flatMap((page) => page.attachments.map((attachment) => [attachment.path, attachment]))).values(),
  ];
  const copies = attachments.filter((attachment): attachment is ImageCopy => attachment.width !== undefined);
  const made = await makeCopies(copies);
  const copyAt = new Map(copies.map((copy, i) => [copy.path, made[i]]));
  return Promise.all(
    attachments.map(async ({ path, from }) => ({ path, contents: copyAt.get(path) ?? (await readFile(from)) })),
  );
}
