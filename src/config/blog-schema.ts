import { described as d, either, enumOf, nothing, object, str } from '../schema.js';

/** The settings of the blog section; mirrors `BlogOptions`. */
export const blogSchema = object({
  path: d(str, 'The folder of the posts, inside the content folder.', { default: '`"blog"`' }),
  routeBasePath: d(str, 'The route the blog is published under.', { default: '`"/blog"`' }),
  title: d(str, "The blog's title, in the navbar and on its lists.", { default: '`"Blog"`' }),
  description: d(str, "The blog's description, for link previews and feeds.", { default: '`"<title> blog"`' }),
  postsPerPage: d({ kind: 'number', min: 1 }, 'How many posts each page of the list shows.', {
    default: '`10`',
  }),
  feed: d(
    object({
      type: d(enumOf('rss', 'atom', 'all', 'none'), 'Which feeds to write.', { default: '`"all"`' }),
      title: d(str, "The feeds' title.", { default: '`"<title> Blog"`' }),
      description: d(str, "The feeds' description.", { default: "the blog's description" }),
      copyright: d(str, "The feeds' copyright line.", { default: "the footer's copyright" }),
    }),
    'The RSS and Atom feeds of the newest posts.',
  ),
  archiveBasePath: d(
    either('a route, or null', str, nothing),
    "The archive's route below the blog's, listing every post by year; null for no archive.",
    { default: '`"/archive"`' },
  ),
  blogSidebarCount: d(
    either('a number, or "ALL"', { kind: 'number', min: 0 }, enumOf('ALL')),
    'How many recent posts the sidebar of the blog\'s pages lists; `"ALL"` for every post, 0 for no sidebar.',
    { default: '`5`' },
  ),
  blogSidebarTitle: d(str, "The title of the blog's sidebar.", { default: '"Recent posts", in the site\'s language' }),
});
