import type { ReactNode } from 'react';
import { useMdxSite } from '../context.js';

/** `@theme/Admonition`: the box `:::tip` draws, its kind written out in the site's language as Markdown's is. */
export default function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const labels = useMdxSite().admonitionLabels;
  const kind = Object.hasOwn(labels, type) ? type : 'note';
  const label = labels[kind];
  return (
    <aside
      className={`admonition admonition-${kind}`}
      aria-label={typeof title === 'string' ? `${label}: ${title}` : label}
    >
      {title === undefined ? (
        <p className="admonition-title admonition-kind">{label}</p>
      ) : (
        <>
          <p className="admonition-kind">{label}</p>
          <p className="admonition-title">{title}</p>
        </>
      )}
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
