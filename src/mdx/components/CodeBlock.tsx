import { Children, type ReactNode } from 'react';
import { lineRanges } from '../../markdown/code-lines.js';
import { useMdxSite } from '../context.js';

interface CodeBlockProps {
  language?: string;
  title?: string;
  showLineNumbers?: boolean | number;
  /** Lines to highlight, as in a code fence: `{1,3-5}`. */
  metastring?: string;
  children?: ReactNode;
}

/** `@theme/CodeBlock`: a highlighted block, as a fenced one is, from the code given as its children. */
export default function CodeBlock({
  language = '',
  title,
  showLineNumbers,
  metastring = '',
  children,
}: CodeBlockProps) {
  const { highlight } = useMdxSite();
  const code = Children.toArray(children)
    .join('')
    .replace(/^\n|\n$/g, '');
  const lines = lineRanges(/\{([\d,\s-]+)\}/.exec(metastring)?.[1] ?? '');
  const html = highlight ? highlight(code, language, lines) : escape(code);
  const first =
    showLineNumbers === undefined || showLineNumbers === false ? null : showLineNumbers === true ? 1 : showLineNumbers;
  return (
    <div className="code-block">
      {title ? <div className="code-title">{title}</div> : null}
      <pre
        className={first === null ? 'shiki' : 'shiki line-numbers'}
        style={first === null ? undefined : { counterReset: `line ${first - 1}` }}
        tabIndex={0}
      >
        <code className={language ? `language-${language}` : undefined} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}

function escape(code: string): string {
  return code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
