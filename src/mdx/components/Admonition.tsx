import type { ReactNode } from 'react';

const titles: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
};

/** `@theme/Admonition`: the box `:::tip` draws. */
export default function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const kind = type in titles ? type : 'note';
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={titles[kind]}>
      <p className="admonition-title">{title ?? titles[kind]}</p>
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
