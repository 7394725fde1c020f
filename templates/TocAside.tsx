import type { Heading } from 'sitegen-cli';
import { TocList } from '@theme/TocList.js';

/** The table of contents beside the content on wide screens; the client highlights the section in view. */
export function TocAside({ headings }: { headings: Heading[] }) {
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList headings={headings} />
    </nav>
  );
}
