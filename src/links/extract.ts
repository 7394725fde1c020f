import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

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

/**
 * Reads a page's links and anchors from htmlparser2's tokenizer, the one cheerio parses with, so attribute values
 * come out exactly as cheerio gives them (entities decoded, names in lower case, the first of a repeated attribute
 * kept). Taking the tokens straight, with no document tree and no attribute objects, makes it several times faster.
 */
export function extractLinks(html: string): PageLinks {
  const links: PageLinks = { targets: [], anchors: new Set() };
  const tokenizer = new Tokenizer({ decodeEntities: true }, new LinkReader(html, links));
  tokenizer.write(html);
  tokenizer.end();
  return links;
}

/** The attributes a link check reads; every other attribute is skipped. */
const readAttributeNames = ['id', 'name', 'href', 'src', 'srcset', 'rel'] as const;
type ReadAttribute = (typeof readAttributeNames)[number];
const readAttributes = new Set<string>(readAttributeNames);
const skip = () => undefined;

class LinkReader implements TokenizerCallbacks {
  private tag = '';
  private attribute: ReadAttribute | null = null;
  private value = '';
  private attributes: Partial<Record<ReadAttribute, string>> = {};

  constructor(
    private readonly html: string,
    private readonly links: PageLinks,
  ) {}

  onopentagname(start: number, end: number): void {
    this.tag = this.html.slice(start, end).toLowerCase();
    this.attributes = {};
  }

  onattribname(start: number, end: number): void {
    const name = this.html.slice(start, end).toLowerCase();
    this.attribute = readAttributes.has(name) && this.attributes[name as ReadAttribute] === undefined ? (name as ReadAttribute) : null;
  }

  onattribdata(start: number, end: number): void {
    if (this.attribute) this.value += this.html.slice(start, end);
  }

  onattribentity(codePoint: number): void {
    if (this.attribute) this.value += String.fromCodePoint(codePoint);
  }

  onattribend(): void {
    if (this.attribute) this.attributes[this.attribute] = this.value;
    this.attribute = null;
    this.value = '';
  }

  onopentagend(): void {
    this.readElement();
  }

  onselfclosingtag(): void {
    this.readElement();
  }

  private readElement(): void {
    const { tag, attributes } = this;
    const { targets, anchors } = this.links;
    if (attributes.id) anchors.add(attributes.id);
    if (tag === 'a' && attributes.name) anchors.add(attributes.name);
    const attribute = linkAttribute[tag];
    const target = attribute && attributes[attribute];
    // preconnect and dns-prefetch hints name origins, not documents.
    if (target !== undefined && !(tag === 'link' && /preconnect|dns-prefetch/.test(attributes.rel ?? ''))) targets.push(target);
    if (attributes.srcset && (tag === 'img' || tag === 'source')) {
      for (const candidate of attributes.srcset.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) targets.push(url);
      }
    }
  }

  oncdata = skip;
  onclosetag = skip;
  oncomment = skip;
  ondeclaration = skip;
  onend = skip;
  onprocessinginstruction = skip;
  ontext = skip;
  ontextentity = skip;
}
