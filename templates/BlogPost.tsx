import type { PageProps } from 'sitegen-cli';
import { BlogFrame } from '@theme/BlogSidebar.js';
import { PostMeta } from '@theme/PostMeta.js';
import { TagList } from '@theme/TagList.js';
import { translate } from '@theme/translate.js';
import { textLanguage, UntranslatedNotice } from '@theme/UntranslatedNotice.js';

export function BlogPost({ site, route }: PageProps<'blog-post'>) {
  const { post, newer, older } = route;
  return (
    <BlogFrame site={site} recent={route.recent} current={route.path}>
      <article className="blog container-narrow post">
        <UntranslatedNotice site={site} page={post} path={route.path} />
        <header>
          <h1 id="page-title" tabIndex={-1}>
            {post.title}
          </h1>
          <PostMeta post={post} site={site} withAuthors="full" />
        </header>
        <div className="markdown" {...textLanguage(site, post)} dangerouslySetInnerHTML={{ __html: post.html }} />
        <footer className="post-footer">
          <TagList tags={post.tags} site={site} />
        </footer>
        {newer || older ? (
          <nav className="pager" aria-label="Blog posts">
            {newer ? (
              <a className="pager-link pager-previous" href={site.withBase(newer.path)} rel="prev">
                <span className="pager-label">
                  {translate(site, 'theme.blog.post.paginator.newerPost', 'Newer post')}
                </span>
                <span className="pager-title">{newer.label}</span>
              </a>
            ) : (
              <span />
            )}
            {older ? (
              <a className="pager-link pager-next" href={site.withBase(older.path)} rel="next">
                <span className="pager-label">
                  {translate(site, 'theme.blog.post.paginator.olderPost', 'Older post')}
                </span>
                <span className="pager-title">{older.label}</span>
              </a>
            ) : null}
          </nav>
        ) : null}
      </article>
    </BlogFrame>
  );
}
