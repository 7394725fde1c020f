import { spilledText, type SpilledPlace } from '../parallel/spill.js';
import type { Heading } from './markdown.js';
import type { DocPage } from './page.js';

/**
 * A doc whose HTML and headings wait in the scratch file of the worker that rendered it: only rendering its page
 * reads them, in whichever worker does it, so they never travel through that thread's messages or the main
 * thread's heap. On a large site they are most of what the workers would keep.
 */
export function spillDocBody(page: DocPage, appendToScratch: (text: string) => SpilledPlace): DocPage {
  return { ...page, html: '', headings: [], spilledBody: { html: appendToScratch(page.html), headings: appendToScratch(JSON.stringify(page.headings)) } };
}

/** A spilled doc with its HTML and headings read back. */
export function restoreDocBody({ spilledBody, ...page }: DocPage): DocPage {
  return { ...page, html: spilledText(spilledBody!.html), headings: JSON.parse(spilledText(spilledBody!.headings)) as Heading[] };
}
