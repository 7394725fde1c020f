/** An SVG file made safe to put in a page: its root element's attributes as React props, and what is inside it. */
export interface InlineSvg {
  props: Record<string, unknown>;
  inner: string;
}

/** Elements left out with everything inside them: they run code or hold HTML that could. */
const droppedElements = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'handler', 'listener']);
const tagPattern = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/y;
const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** URLs that run code; of `data:` URLs, only raster images are kept. */
const codeUrl = /^(?:javascript|vbscript):|^data:(?!image\/(?:png|jpe?g|gif|webp)[;,])/i;

/**
 * Reads an SVG file as `import Logo from './logo.svg'` gives it in Docusaurus, without what could run code: scripts,
 * foreign objects, event handlers, links to `javascript:` and animations that set a link. Comments, the XML
 * declaration and the doctype are left out too.
 */
export function inlineSvg(text: string): InlineSvg {
  const out: string[] = [];
  let root: Record<string, string> | null = null;
  let depth = 0;
  /** While inside a dropped element: its name and how deep. */
  let dropping: { name: string; depth: number } | null = null;
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const textEnd = lt < 0 ? text.length : lt;
    if (!dropping && root && depth > 0) out.push(text.slice(i, textEnd));
    if (lt < 0) break;
    const special = /^<(?:!--[^]*?-->|\?[^]*?\?>|!\[CDATA\[[^]*?\]\]>|![^>]*>)/.exec(text.slice(lt));
    if (special) {
      // CDATA is text: kept as text, escaped.
      const cdata = /^<!\[CDATA\[([^]*?)\]\]>/.exec(special[0]);
      if (cdata && !dropping && root && depth > 0) out.push(escapeText(cdata[1]));
      i = lt + special[0].length;
      continue;
    }
    tagPattern.lastIndex = lt;
    const tag = tagPattern.exec(text);
    if (!tag) {
      if (!dropping && root && depth > 0) out.push('&lt;');
      i = lt + 1;
      continue;
    }
    i = tagPattern.lastIndex;
    const [, closing, name, attributeText, selfClosing] = tag;
    const lower = name.toLowerCase();
    if (dropping) {
      if (lower === dropping.name && !selfClosing) dropping.depth += closing ? -1 : 1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (closing) {
      depth--;
      if (depth > 0) out.push(`</${name}>`);
      continue;
    }
    const attributes = safeAttributes(attributeText);
    const animatesLink = /^(?:set|animate\w*)$/.test(lower) && /href$/i.test(attributes.attributeName ?? '');
    if (droppedElements.has(lower) || animatesLink) {
      if (!selfClosing) dropping = { name: lower, depth: 1 };
      continue;
    }
    if (!root) {
      if (lower !== 'svg') continue;
      root = attributes;
      if (!selfClosing) depth = 1;
      continue;
    }
    if (depth === 0) continue;
    const attributesHtml = Object.entries(attributes)
      .map(([key, value]) => ` ${key}="${value.replace(/&(?![\w#]+;)/g, '&amp;').replace(/"/g, '&quot;')}"`)
      .join('');
    out.push(`<${name}${attributesHtml}${selfClosing ? '/' : ''}>`);
    if (!selfClosing) depth++;
  }
  return { props: reactProps(root ?? {}), inner: out.join('') };
}

/** An element's attributes, without event handlers and links to code. */
function safeAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of text.matchAll(attributePattern)) {
    const value = double ?? single ?? bare ?? '';
    if (/^on/i.test(name)) continue;
    if (/(?:^|:)href$|^src$/i.test(name) && codeUrl.test(decodeEntities(value).replace(/[\s\0-\x1f]/g, ''))) continue;
    attributes[name] = value;
  }
  return attributes;
}

/** The root's attributes as React names them: `class` → `className`, `xlink:href` → `xlinkHref`, `stroke-width` → `strokeWidth`. */
function reactProps(attributes: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const text = decodeEntities(value);
    if (name === 'class') props.className = text;
    else if (name === 'style') props.style = styleObject(text);
    else if (/^(?:data|aria)-/.test(name)) props[name] = text;
    else props[name.replace(/[:-](\w)/g, (_, letter: string) => letter.toUpperCase())] = text;
  }
  return props;
}

function styleObject(style: string): Record<string, string> {
  const object: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const name = property.startsWith('--') ? property : property.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    if (name) object[name] = declaration.slice(colon + 1).trim();
  }
  return object;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The module an SVG file is imported as: a component drawing it inline, its props put on the `<svg>` element. */
export function svgComponentSource(svg: InlineSvg): string {
  return (
    `import { createElement } from 'react';\n` +
    `const props = ${JSON.stringify(svg.props)};\nconst inner = { __html: ${JSON.stringify(svg.inner)} };\n` +
    `export default function Svg({ title, children, ...rest }) {\n` +
    `  return createElement('svg', { ...props, ...rest, dangerouslySetInnerHTML: inner });\n}\n`
  );
}
