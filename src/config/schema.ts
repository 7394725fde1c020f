import { array, bool, describe, either, enumOf, object, str, validate, type Schema } from '../schema.js';
import { sidebarItemsSchema, sidebarsSchema } from '../sidebars/schema.js';

const policy = enumOf('throw', 'warn', 'ignore');

const linkFields: Record<string, Schema> = { label: str, to: str, href: str, target: enumOf('_self', '_blank') };

/** A section's settings, or false to turn the section off. */
const section = (settings: Schema): Schema => ({
  kind: 'check',
  check: (value, at) => {
    if (value === false) return [];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return validate(value, settings, at);
    return [{ path: at, message: `must be an object of settings, or false; got ${describe(value)}`, hint: `write { ... } with the settings, or false to leave the section out` }];
  },
});

/** Attributes of a head tag: any names, each with text or a boolean. */
const attributes: Schema = {
  kind: 'check',
  check: (value, at) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).flatMap(([name, attribute]) => validate(attribute, either('text, or true for an attribute without a value', str, bool), `${at}.${name}`))
      : validate(value, object({}), at),
};

/** The schema of `site.config.ts`; mirrors `UserConfig`. */
export const userConfigSchema: Schema = object(
  {
    title: str,
    tagline: str,
    url: str,
    baseUrl: str,
    favicon: str,
    image: str,
    contentDir: str,
    templatesDir: str,
    navbar: object({
      title: str,
      logo: object({ src: str, alt: str }, ['src', 'alt']),
      items: array(object({ ...linkFields, position: enumOf('left', 'right'), activeBasePath: str }, ['label'])),
    }),
    footer: object({
      columns: array(object({ title: str, items: array(object(linkFields, ['label'])) }, ['title', 'items'])),
      copyright: str,
    }),
    headTags: array(object({ tagName: str, attributes, innerHTML: str }, ['tagName'])),
    docs: section(
      object({
        path: str,
        routeBasePath: str,
        sidebar: sidebarItemsSchema,
        sidebars: sidebarsSchema,
        sidebarPath: either('a path to sidebars.js, or false', str, enumOf(false as never)),
        mainDocId: str,
        editUrl: str,
        showLastUpdateAuthor: bool,
        showLastUpdateTime: bool,
        versionLabel: str,
      }),
    ),
    blog: section(
      object({
        path: str,
        routeBasePath: str,
        title: str,
        description: str,
        postsPerPage: { kind: 'number', min: 1 },
        feed: object({ type: enumOf('rss', 'atom', 'all', 'none'), title: str, description: str, copyright: str }),
      }),
    ),
    theme: object({ customCss: either('a stylesheet path or a list of them', str, array(str)) }),
    colorMode: object({ defaultMode: enumOf('light', 'dark'), respectPrefersColorScheme: bool }),
    links: object({ onBrokenLinks: policy, onBrokenAnchors: policy, onBrokenMarkdownLinks: policy, ignore: array(str) }),
  },
  ['title', 'url'],
);

