import type { Theme } from 'sitegen-cli';
import { BlogList } from './BlogList.js';
import { BlogPost } from './BlogPost.js';
import { DocPage } from './DocPage.js';
import { GeneratedIndex } from './GeneratedIndex.js';
import { Home } from './Home.js';
import { Layout } from './Layout.js';
import { MarkdownPage } from './MarkdownPage.js';
import { NotFound } from './NotFound.js';
import { Sidebar } from './Sidebar.js';
import styles from './styles.css';
import { TagPage, TagsList } from './Tags.js';

const theme: Theme = {
  Layout,
  Sidebar,
  styles,
  pages: {
    home: Home,
    doc: DocPage,
    'generated-index': GeneratedIndex,
    'blog-list': BlogList,
    'blog-post': BlogPost,
    tags: TagsList,
    tag: TagPage,
    'markdown-page': MarkdownPage,
    'not-found': NotFound,
  },
};

export default theme;
