/** A heading as Docusaurus's `toc` lists it. */
export interface TocItem {
  value: string;
  id: string;
  level: number;
}

interface TocNode extends TocItem {
  children: TocNode[];
}

/** `@theme/TOCInline`: the page's headings from `minHeadingLevel` to `maxHeadingLevel`, nested by level. */
export default function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc: TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of toc.filter((h) => h.level >= minHeadingLevel && h.level <= maxHeadingLevel)) {
    const node = { ...item, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].level >= item.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return (
    <div className="toc-inline">
      <TocList nodes={roots} />
    </div>
  );
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} dangerouslySetInnerHTML={{ __html: node.value }} />
          <TocList nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}
