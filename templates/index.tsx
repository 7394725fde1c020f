import type { Theme } from 'sitegen-cli';
import { BlogList } from '@theme/BlogList.js';
import { BlogPost } from '@theme/BlogPost.js';
import { DocPage } from '@theme/DocPage.js';
import { GeneratedIndex } from '@theme/GeneratedIndex.js';
import { Home } from '@theme/Home.js';
import { Layout } from '@theme/Layout.js';
import { MarkdownPage } from '@theme/MarkdownPage.js';
import { NotFound } from '@theme/NotFound.js';
import { Sidebar } from '@theme/Sidebar.js';
import styles from '@theme/styles.css';
import { TagPage } from '@theme/TagPage.js';
import { TagsList } from '@theme/TagsList.js';

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
