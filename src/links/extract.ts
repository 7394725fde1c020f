import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { nameAt } from '../html-text.js';

/** The targets a page links to and the anchors it offers. */
export interface PageLinks {
  /** Every link target, as written in the HTML, in document order. */
  targets: string[];
  /** Every `id` and `a[name]` on the page. */
  anchors: Set<string>;
}

/** Elements whose attribute names a resource the browser loads or a reader follows. */
const linkAttribute: Record<string, 'href' | 'src'> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  script: 'src',
  source: 'src',
  iframe: 'src',
  video: 'src',
  audio: 'src',
};

/** Reads the links and anchors of a built page, by its path inside the site folder `root`. */
export function readPageLinks(root: string, file: string): PageLinks {
  // Read in turn: a worker has nothing else to do meanwhile, and each asynchronous read costs four round trips.
  return extractLinks(readFileSync(path.join(root, file), 'utf8'));
}

/** The attributes the check reads; the values of all others (classes, styles) are never put together. */
const readAttributeNames = ['id', 'name', 'href', 'src', 'srcset', 'rel'] as const;
type ReadAttribute = (typeof readAttributeNames)[number];
type Attributes = Partial<Record<ReadAttribute, string>>;

/**
 * Reads a page's links and anchors with htmlparser2's tokenizer, on which its parser (and so cheerio) is built: no
 * document tree is made, and only the attributes read are put together. As the parser has them, tag and attribute
 * names are in lower case, the first of a repeated attribute counts, values have their entities decoded, and
 * comments and raw-text elements hide what they hold. Adds to `links` when given.
 */
export function extractLinks(html: string, links: PageLinks = { targets: [], anchors: new Set() }): PageLinks {
  // Entities are decoded in the few values read, by the decoder the tokenizer itself uses (htmlparser2's
  // `entities`): asked to decode them, it would look at every character of the text instead of skipping to tags.
  const tokenizer = new Tokenizer({ decodeEntities: false }, new LinkReader(html, links));
  tokenizer.write(html);
  tokenizer.end();
  return links;
}

/** A part of a page that other pages hold too, as it is: its HTML, and a key shared by every copy with the same links and anchors. */
export interface SharedFragment {
  html: string;
  key: string;
}

/**
 * Reads pages' links and anchors as `extractLinks` does, each shared fragment (a sidebar) once per key rather than
 * once per page: it is a large part of every docs page. A page without the fragment is read whole.
 */
export function createPageLinkReader(): (html: string, fragment: SharedFragment | null) => PageLinks {
  const fragments = new Map<string, PageLinks>();
  return (html, fragment) => {
    // The theme places the sidebar before the content: a copy inside the content comes later and is read as HTML.
    const at = fragment ? html.indexOf(fragment.html) : -1;
    if (!fragment || at < 0) return extractLinks(html);
    let inside = fragments.get(fragment.key);
    if (!inside) fragments.set(fragment.key, (inside = extractLinks(fragment.html)));
    const links = extractLinks(html.slice(0, at));
    links.targets.push(...inside.targets);
    for (const anchor of inside.anchors) links.anchors.add(anchor);
    return extractLinks(html.slice(at + fragment.html.length), links);
  };
}

/**
 * Puts together each start tag's wanted attributes as the tokenizer reports it, then reads the element. Names are
 * compared where they stand and a tag's name is only taken out when it has a wanted attribute: most tags have none.
 */
class LinkReader implements TokenizerCallbacks {
  private tagStart = 0;
  private tagEnd = 0;
  private attributes: Attributes | null = null;
  /** The attribute being read, or null when its value is not wanted. */
  private attribute: ReadAttribute | null = null;
  private value = '';

  constructor(
    private readonly html: string,
    private readonly links: PageLinks,
  ) {}

  onopentagname(start: number, end: number): void {
    this.tagStart = start;
    this.tagEnd = end;
    this.attributes = null;
  }
  onattribname(start: number, end: number): void {
    const name = nameAt(this.html, start, end, readAttributeNames);
    this.attribute = name !== null && this.attributes?.[name] === undefined ? name : null;
    this.value = '';
  }
  onattribdata(start: number, end: number): void {
    if (this.attribute !== null) this.value += this.html.slice(start, end);
  }
  onattribentity(): void {}
  onattribend(): void {
    if (this.attribute !== null)
      (this.attributes ??= {})[this.attribute] = this.value.includes('&')
        ? decodeHTMLAttribute(this.value)
        : this.value;
  }
  onopentagend(): void {
    this.readElement();
  }
  onselfclosingtag(): void {
    this.readElement();
  }
  onclosetag(): void {}
  ontext(): void {}
  ontextentity(): void {}
  oncomment(): void {}
  oncdata(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {}

  private readElement(): void {
    if (this.attributes)
      readElement(this.html.slice(this.tagStart, this.tagEnd).toLowerCase(), this.attributes, this.links);
  }
}

function readElement(tag: string, attributes: Attributes, { targets, anchors }: PageLinks): void {
  if (attributes.id) anchors.add(attributes.id);
  if (tag === 'a' && attributes.name) anchors.add(attributes.name);
  const attribute = linkAttribute[tag];
  const target = attribute && attributes[attribute];
  // preconnect and dns-prefetch hints name origins, not documents.
  if (target !== undefined && !(tag === 'link' && /preconnect|dns-prefetch/.test(attributes.rel ?? '')))
    targets.push(target);
  if (attributes.srcset && (tag === 'img' || tag === 'source')) {
    for (const candidate of attributes.srcset.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) targets.push(url);
    }
  }
}
