import { array, bool, either, enumOf, object, str, type Schema } from '../schema.js';
import { sidebarItemsSchema, sidebarsSchema } from '../sidebars/schema.js';

const policy = enumOf('throw', 'warn', 'ignore');

const linkFields: Record<string, Schema> = { label: str, to: str, href: str, target: enumOf('_self', '_blank') };

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
    docs: object({
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
    blog: object({
      path: str,
      routeBasePath: str,
      title: str,
      description: str,
      postsPerPage: { kind: 'number', min: 1 },
      feed: object({ type: enumOf('rss', 'atom', 'all', 'none'), title: str, description: str, copyright: str }),
    }),
    theme: object({ customCss: either('a stylesheet path or a list of them', str, array(str)) }),
    colorMode: object({ defaultMode: enumOf('light', 'dark'), respectPrefersColorScheme: bool }),
    links: object({ onBrokenLinks: policy, onBrokenAnchors: policy, onBrokenMarkdownLinks: policy, ignore: array(str) }),
  },
  ['title', 'url'],
);

