import { bool, described as d, describe, object, str, type Schema, type SchemaIssue } from '../schema.js';
import { allowedInlineHtml as allowed, inlineHtml } from './inline-html.js';

/** What a site author writes in `announcementBar`, as Docusaurus's `themeConfig.announcementBar` says it. */
export interface AnnouncementBarConfig {
  /** Names this announcement: a reader who closed it sees it again once the id changes. */
  id?: string;
  /** A line of HTML: text, links, `strong`, `em`, `b`, `i`, `code` and `span`. */
  content: string;
  backgroundColor?: string;
  textColor?: string;
  isCloseable?: boolean;
}

/** The bar with every default applied; its content rewritten by `inlineHtml`, its colours null for the theme's. */
export interface AnnouncementBar {
  id: string;
  content: string;
  backgroundColor: string | null;
  textColor: string | null;
  isCloseable: boolean;
}

/** The bar's HTML: what could run script or load something is refused rather than published on every page. */
const content: Schema = {
  kind: 'check',
  shape: str,
  check: (value, at): SchemaIssue[] => {
    if (typeof value !== 'string')
      return [
        {
          path: at,
          message: `must be a string, got ${describe(value)}`,
          hint: 'write the announcement as a line of HTML',
        },
      ];
    const { refused } = inlineHtml(value);
    return refused.length === 0
      ? []
      : [{ path: at, message: `holds ${refused.join(', ')}, which it may not`, hint: `write only ${allowed}` }];
  },
};

/** A CSS colour: a name, a hex code or a colour function; nothing that could end the declaration or load a file. */
export function isCssColour(value: unknown): value is string {
  return typeof value === 'string' && /^(#[\da-f]{3,8}|[a-z]+|(?!url)[a-z-]+\([\w\s.,%/+-]*\))$/i.test(value.trim());
}

const colour: Schema = {
  kind: 'check',
  shape: str,
  check: (value, at) =>
    isCssColour(value)
      ? []
      : [
          {
            path: at,
            message: `must be a CSS colour, got ${describe(value)}`,
            hint: 'write a colour such as `#20232a`, `rebeccapurple`, `rgb(32 35 42)` or `var(--sg-color-primary)`',
          },
        ],
};

export const announcementBarSchema: Schema = d(
  object(
    {
      id: d(str, 'Names the announcement: a reader who closed it sees it again once the id changes.', {
        default: '`"announcement-bar"`',
      }),
      content: d(
        content,
        'The announcement, a line of HTML: text, links (`a` with `href`, `target`, `rel`) to http(s) or relative addresses, written as they are, and `strong`, `em`, `b`, `i`, `code` and `span`; anything else, such as a script or an event handler, is refused. Translated as `announcementBar.content` in `i18n/<locale>/docusaurus-theme-classic/navbar.json`.',
        { type: 'string' },
      ),
      backgroundColor: d(colour, 'The colour of the bar.', { type: 'string', default: "the theme's" }),
      textColor: d(colour, 'The colour of its text.', { type: 'string', default: "the theme's" }),
      isCloseable: d(bool, 'Shows a button closing the bar; a reader who closes it does not see it again.', {
        default: '`true`',
      }),
    },
    ['content'],
  ),
  'A line above the navbar of every page, such as news of a release.',
);

export function resolvedAnnouncementBar(bar: AnnouncementBarConfig | undefined): AnnouncementBar | null {
  if (!bar) return null;
  return {
    id: bar.id ?? 'announcement-bar',
    content: inlineHtml(bar.content).html,
    backgroundColor: bar.backgroundColor?.trim() ?? null,
    textColor: bar.textColor?.trim() ?? null,
    isCloseable: bar.isCloseable ?? true,
  };
}
