import type { Page } from '../content/page.js';
import type { HeadTag } from '../shared/chunk.js';
import { voidElements } from '../config/head-tags.js';
import type { LocaleConfig } from '../config/locale.js';
import type { ResolvedConfig } from '../config/types.js';
import { escapeHtml } from '../html-text.js';
import { notIndexed } from '../routes/indexing.js';
import type { Route } from '../routes/types.js';
import type { SiteData } from './theme.js';

/** The head tags that differ per page: description, keywords, canonical address, OpenGraph and Twitter cards. */
export function pageHeadTags(route: Route, site: SiteData): HeadTag[] {
  const { config } = site;
  const absolute = (path: string) => config.url + site.withBase(path);
  const canonical = absolute(route.canonicalPath ?? route.path);
  const title = documentTitle(route, site);
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const tags: HeadTag[] = [
    meta({ name: 'description', content: route.description }),
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    meta({ property: 'og:title', content: title }),
    meta({ property: 'og:description', content: route.description }),
    meta({ property: 'og:url', content: canonical }),
    meta({ property: 'og:type', content: route.kind === 'blog-post' ? 'article' : 'website' }),
  ];
  const page =
    route.kind === 'doc'
      ? route.doc
      : route.kind === 'blog-post'
        ? route.post
        : route.kind === 'markdown-page'
          ? route.markdown
          : null;
  const image = page?.image ?? config.image;
  const imageUrl = image ? (/^https?:\/\//.test(image) ? image : absolute(image)) : null;
  tags.push(
    meta({ name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' }),
    meta({ name: 'twitter:title', content: title }),
    meta({ name: 'twitter:description', content: route.description }),
  );
  if (imageUrl)
    tags.push(meta({ property: 'og:image', content: imageUrl }), meta({ name: 'twitter:image', content: imageUrl }));
  const keywords = page?.keywords ?? [];
  if (keywords.length > 0) tags.push(meta({ name: 'keywords', content: keywords.join(', ') }));
  if (route.kind === 'blog-post') {
    tags.push(meta({ property: 'article:published_time', content: route.post.date.toISOString() }));
    for (const tag of route.post.tags) tags.push(meta({ property: 'article:tag', content: tag.label }));
  }
  if (notIndexed(route, config)) tags.push(meta({ name: 'robots', content: 'noindex' }));
  tags.push(...(page?.headTags ?? []));
  tags.push(...localeHeadTags(route.path, config));
  return tags.filter((tag) => tag.tag !== 'meta' || tag.attrs.content);
}

/**
 * The stylesheets only the pages that need them link, for the pages a route shows (a list, the posts it lists):
 * KaTeX's where formulas show, then the CSS their MDX and its components import.
 */
export function pageStylesheetTags(
  route: Route,
  { mathStylesheet, withBase }: { mathStylesheet: string | null; withBase: (path: string) => string },
): HeadTag[] {
  const pages = pagesShown(route);
  const hrefs = new Set(pages.flatMap((page) => page.stylesheets.map((sheet) => withBase(`/${sheet.path}`))));
  return [...(mathStylesheet && pages.some((page) => page.math) ? [mathStylesheet] : []), ...hrefs].map((href) => ({
    tag: 'link',
    attrs: { rel: 'stylesheet', href },
  }));
}

function pagesShown(route: Route): Page[] {
  if (route.kind === 'doc') return [route.doc];
  if (route.kind === 'blog-post') return [route.post];
  if (route.kind === 'markdown-page') return [route.markdown];
  return 'posts' in route ? route.posts : [];
}

/**
 * What a page of a site in several languages says of them: its locale and the others for OpenGraph, and the same
 * page in each locale (the default one for readers of any other language), as search engines ask.
 */
function localeHeadTags(path: string, config: ResolvedConfig): HeadTag[] {
  const { locales, locale, defaultLocale } = config.i18n;
  if (locales.length < 2) return [];
  const ogLocale = (each: LocaleConfig) => each.htmlLang.replace('-', '_');
  const href = (each: LocaleConfig) => config.url + each.baseUrl + path.slice(1);
  const alternate = (hreflang: string, each: LocaleConfig): HeadTag => ({
    tag: 'link',
    attrs: { rel: 'alternate', href: href(each), hreflang },
  });
  return [
    { tag: 'meta', attrs: { property: 'og:locale', content: ogLocale(locale) } },
    ...locales
      .filter((each) => each.name !== locale.name)
      .map((each): HeadTag => ({ tag: 'meta', attrs: { property: 'og:locale:alternate', content: ogLocale(each) } })),
    ...locales.map((each) => alternate(each.htmlLang, each)),
    alternate(
      'x-default',
      locales.find((each) => each.name === defaultLocale)!,
    ),
  ];
}

/** `Page | Site`; on the home page the site and its tagline, or a custom home page's own title. */
export function documentTitle(route: Route, site: SiteData): string {
  if (route.kind === 'home') return `${site.config.title}${site.config.tagline ? ` | ${site.config.tagline}` : ''}`;
  return route.kind === 'page' && route.path === '/' ? route.title : `${route.title} | ${site.config.title}`;
}

/** A tag of the config's `headTags`: attribute values escaped, its content as the site owner wrote it. */
export function configHeadTagHtml({ tagName, attributes, innerHTML }: ResolvedConfig['headTags'][number]): string {
  const attributesHtml = Object.entries(attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  const open = `<${tagName}${attributesHtml}>`;
  return voidElements.has(tagName) ? open : `${open}${innerHTML ?? ''}</${tagName}>`;
}

export function headTagHtml({ tag, attrs }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag} data-head${attributes}>`;
}
