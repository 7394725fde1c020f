import type { Theme } from 'sitegen';
import { BlogList } from '@theme/BlogList';
import { BlogPost } from '@theme/BlogPost';
import { DocPage } from '@theme/DocPage';
import { GeneratedIndex } from '@theme/GeneratedIndex';
import { Home } from '@theme/Home';
import { Layout } from '@theme/Layout';
import { MarkdownPage } from '@theme/MarkdownPage';
import { NotFound } from '@theme/NotFound';
import { Sidebar } from '@theme/Sidebar';
import styles from '@theme/styles.css';
import { TagPage } from '@theme/TagPage';
import { TagsList } from '@theme/TagsList';

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
