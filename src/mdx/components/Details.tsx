import { isValidElement, type ReactElement, type ReactNode } from 'react';

/** `@theme/Details`: a `<details>` whose `summary` is text or a `<summary>` element. */
export default function Details({ summary, children }: { summary?: ReactNode; children?: ReactNode }) {
  const summaryElement =
    isValidElement(summary) && (summary as ReactElement).type === 'summary' ? (
      summary
    ) : (
      <summary>{summary ?? 'Details'}</summary>
    );
  return (
    <details className="details">
      {summaryElement}
      <div className="details-body">{children}</div>
    </details>
  );
}
