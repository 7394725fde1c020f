import type { PageChunk } from '../shared/chunk.js';
import type { CheckablePage } from '../links/check.js';

/** A file of the built site: its path relative to the output folder, and its contents. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/** A rendered page as the link check sees it; with its HTML and chunk while a worker hands them to a writer in memory. */
export interface StagedPage extends CheckablePage {
  chunkFile: string;
  output?: { html: string; chunk: PageChunk };
}
