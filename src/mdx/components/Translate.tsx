import type { ReactNode } from 'react';

/** `@docusaurus/Translate`: the text as written, its `{name}` placeholders filled from `values`. */
export default function Translate({
  children,
  message,
  values = {},
}: {
  children?: ReactNode;
  message?: string;
  values?: Record<string, ReactNode>;
}) {
  const text = typeof children === 'string' ? children : (message ?? '');
  if (typeof children !== 'string' && children !== undefined && message === undefined) return <>{children}</>;
  const parts = text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part));
  return <>{parts}</>;
}

/** The function form, `translate({ message })`: the message as written. */
export function translate({ message }: { message: string }, values: Record<string, string> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
