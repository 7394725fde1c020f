import { readFile } from 'node:fs/promises';
import type { Page } from '../content/page.js';
import type { OutputFile } from '../write/output.js';

/** The files pages show or link to from beside their Markdown, each once however many pages use it. */
export async function attachmentFiles(pages: Page[]): Promise<OutputFile[]> {
  const from = new Map(
    pages.flatMap((page) => page.attachments.map((attachment) => [attachment.path, attachment.from] as const)),
  );
  return Promise.all([...from].map(async ([path, file]) => ({ path, contents: await readFile(file) })));
}
