import { spilledText, type SpilledPlace } from '../scratch.js';
import type { Heading } from '../markdown/types.js';
import type { DocPage, Page } from './page.js';

/**
 * A doc whose HTML and headings wait in the scratch file of the worker that rendered it, which `html` and `headings`
 * then leave out: only rendering its page reads them, in whichever worker does it, so they never travel through
 * that thread's messages or the main thread's heap. On a large site they are most of what the workers would keep.
 */
export type SpilledDoc = DocPage & { spilledBody: { html: SpilledPlace; headings: SpilledPlace } };

export function spillDocBody(page: DocPage, appendToScratch: (text: string) => SpilledPlace): SpilledDoc {
  return {
    ...page,
    html: '',
    headings: [],
    spilledBody: { html: appendToScratch(page.html), headings: appendToScratch(JSON.stringify(page.headings)) },
  };
}

export const isSpilled = (page: Page): page is SpilledDoc => page.kind === 'doc' && 'spilledBody' in page;

/** A spilled doc with its HTML and headings read back. */
export function restoreDocBody({ spilledBody, ...page }: SpilledDoc): DocPage {
  return {
    ...page,
    html: spilledText(spilledBody.html),
    headings: JSON.parse(spilledText(spilledBody.headings)) as Heading[],
  };
}
