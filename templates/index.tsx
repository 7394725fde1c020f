import type { Theme } from 'sitegen-cli';
import { BlogArchive } from '@theme/BlogArchive.js';
import { BlogAuthorPage } from '@theme/BlogAuthorPage.js';
import { BlogAuthors } from '@theme/BlogAuthors.js';
import { BlogList } from '@theme/BlogList.js';
import { BlogPost } from '@theme/BlogPost.js';
import { DocPage } from '@theme/DocPage.js';
import { DocsTagPage } from '@theme/DocsTagPage.js';
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
    'blog-archive': BlogArchive,
    'blog-authors': BlogAuthors,
    'blog-author': BlogAuthorPage,
    'docs-tags': TagsList,
    'docs-tag': DocsTagPage,
    'markdown-page': MarkdownPage,
    'not-found': NotFound,
  },
};

export default theme;
