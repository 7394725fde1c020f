// Script and markup in fields the README says are escaped: front matter, authors, sidebars, config strings, feeds, sitemap.
// The runner scans every built HTML page, JSON chunk and XML file for the marker `sgpwn` turned into script or markup.
const build = (id, category, setup, extra = {}) => ({ id, category, cmd: 'build', setup, ...extra });
const script = '</script><script>sgpwn()</script>';
const img = '"><img src=x onerror=sgpwn()>';
const q = (s) => JSON.stringify(s);
const bare = (body) =>
  `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com', ${body} });\n`;

const docFields = [
  ['title-script', `title: ${q(script)}`],
  ['title-img', `title: ${q(img)}`],
  ['title-closes-title', `title: ${q('</title><script>sgpwn()</script>')}`],
  ['description-script', `title: D\ndescription: ${q(script)}`],
  ['description-attribute', `title: D\ndescription: ${q(`" onfocus="sgpwn()" autofocus x="`)}`],
  ['keywords', `title: K\nkeywords: [${q(img)}, ${q(script)}]`],
  ['sidebar-label', `title: S\nsidebar_label: ${q(img)}`],
  ['image-javascript', 'title: I\nimage: "javascript:sgpwn()"'],
  ['image-breakout', `title: I\nimage: ${q(img)}`],
  ['last-update-author', `title: L\nlast_update: { author: ${q(img)}, date: 2024-01-01 }`],
  ['slug-markup', `title: S\nslug: ${q('/x"><img src=x onerror=sgpwn()>')}`],
  ['id-markup', `title: S\nid: ${q('x"><sgpwn>')}`],
  ['title-u2028', `title: "a\u2028b\u2029c</script><script>sgpwn()</script>"`],
  ['title-html-comment', `title: ${q('<!--<script>sgpwn()</script>-->')}`],
];
const postFields = [
  ['post-title', `title: ${q(img)}`],
  ['post-title-cdata', `title: ${q(']]><sgpwn/><![CDATA[')}`],
  ['post-description', `title: P\ndescription: ${q('<img src=x onerror=sgpwn()>')}`],
  ['post-tags', `title: P\ntags: [${q(img)}, ${q(script)}]`],
  ['post-tag-object', `title: P\ntags: [{ label: ${q(img)}, permalink: ${q('/x"><sgpwn>')} }]`],
  ['post-author-inline', `title: P\nauthor: ${q(img)}\nauthor_title: ${q(script)}`],
  ['post-author-url-javascript', 'title: P\nauthor: A\nauthor_url: "javascript:sgpwn()"'],
  ['post-author-url-mixed-case', 'title: P\nauthor: A\nauthor_url: "  JaVaScRiPt:sgpwn()"'],
  ['post-author-url-tab', 'title: P\nauthor: A\nauthor_url: "java\\tscript:sgpwn()"'],
  ['post-author-url-entity', 'title: P\nauthor: A\nauthor_url: "javascript&colon;sgpwn()"'],
  ['post-author-url-vbscript', 'title: P\nauthor: A\nauthor_url: "vbscript:sgpwn()"'],
  ['post-author-url-data', 'title: P\nauthor: A\nauthor_url: "data:text/html,<script>sgpwn()</script>"'],
  ['post-author-image-javascript', 'title: P\nauthor: A\nauthor_image_url: "javascript:sgpwn()"'],
  ['post-author-image-breakout', `title: P\nauthor: A\nauthor_image_url: ${q(img)}`],
  ['post-slug-sitemap', `title: P\nslug: ${q('x<sgpwn>&y')}`],
];

export default [
  ...docFields.map(([name, fm]) =>
    build(`inject-doc-${name}`, 'injection', (ctx) => ctx.doc(name.startsWith('id-') ? 'extra.md' : 'guide.md', fm)),
  ),
  ...postFields.map(([name, fm]) =>
    build(
      `inject-${name}`,
      name.includes('cdata') || name.includes('sitemap') ? 'feeds and sitemap' : 'injection',
      (ctx) => ctx.post('2024-06-01-x.md', fm),
    ),
  ),
  build('inject-authors-yml-fields', 'injection', (ctx) => {
    ctx.write(
      'content/blog/authors.yml',
      `evil:\n  name: ${q(img)}\n  title: ${q(script)}\n  url: "javascript:sgpwn()"\n  image_url: ${q(img)}\n  email: ${q(img)}\n`,
    );
    ctx.post('2024-06-01-by.md', 'title: By\nauthors: [evil]');
  }),
  build('inject-authors-yml-url-variants', 'injection', (ctx) => {
    ctx.write(
      'content/blog/authors.yml',
      [
        '\\tjavascript:sgpwn()',
        'JAVASCRIPT:sgpwn()',
        'data:text/html;base64,PHNjcmlwdD5zZ3B3bigpPC9zY3JpcHQ+#sgpwn',
        'vbscript:sgpwn()',
        '//evil.example/sgpwn',
      ]
        .map((url, i) => `a${i}:\n  name: A${i}\n  url: "${url}"\n`)
        .join(''),
    );
    ctx.post('2024-06-01-by.md', 'title: By\nauthors: [a0, a1, a2, a3, a4]');
  }),
  build('inject-category-json-label', 'injection', (ctx) => {
    ctx.write('site.config.ts', bare(''));
    ctx.write('content/docs/part/one.md', '---\ntitle: One\n---\n\nOne.\n');
    ctx.write(
      'content/docs/part/_category_.json',
      JSON.stringify({ label: img, link: { type: 'generated-index', title: script, description: img } }),
    );
  }),
  build('inject-sidebars-js-labels', 'injection', (ctx) => {
    ctx.write('site.config.ts', bare(''));
    ctx.write(
      'sidebars.js',
      `export default { docs: [{ type: 'category', label: ${q(img)}, items: ['intro', { type: 'doc', id: 'guide', label: ${q(script)} }, { type: 'link', label: ${q(img)}, href: 'https://example.com/"><sgpwn>' }] }] };\n`,
    );
  }),
  build(
    'inject-sidebar-link-javascript',
    'injection',
    (ctx) =>
      ctx.write(
        'site.config.ts',
        bare(`docs: { sidebar: ['intro', 'guide', { type: 'link', label: 'x', href: 'javascript:sgpwn()' }] }`),
      ),
    { trusted: true },
  ),
  build('inject-config-strings', 'injection', (ctx) =>
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: ${q(img)}, tagline: ${q(script)}, url: 'https://minimal.example.com', docs: { sidebar: ['intro', 'guide'], versionLabel: ${q(img)} }, blog: { title: ${q(script)}, description: ${q(img)}, feed: { title: ${q('<sgpwn>')}, description: ${q('<img src=x onerror=sgpwn()>')}, copyright: ${q(']]><sgpwn/>')} } }, footer: { copyright: ${q(img)}, columns: [{ title: ${q(script)}, items: [{ label: ${q(img)}, to: '/docs/intro' }] }] } });\n`,
    ),
  ),
  build('inject-navbar-labels', 'injection', (ctx) =>
    ctx.config(
      `navbar: { title: ${q(img)}, logo: { src: ${q('x"><sgpwn>')}, alt: ${q(img)} }, items: [{ label: ${q(script)}, to: '/docs/intro' }, { label: 'Ext', href: ${q('https://example.com/"><sgpwn>')} }] },`,
    ),
  ),
  build(
    'inject-navbar-href-javascript',
    'injection',
    (ctx) =>
      ctx.config(
        `navbar: { items: [{ label: 'x', href: 'javascript:sgpwn()' }, { label: 'y', href: 'data:text/html,<script>sgpwn()</script>' }] },`,
      ),
    { trusted: true },
  ),
  build(
    'inject-footer-href-vbscript',
    'injection',
    (ctx) => ctx.config(`footer: { columns: [{ title: 'T', items: [{ label: 'x', href: 'vbscript:sgpwn()' }] }] },`),
    { trusted: true },
  ),
  build(
    'inject-edit-url',
    'injection',
    (ctx) =>
      ctx.write('site.config.ts', bare(`docs: { sidebar: ['intro', 'guide'], editUrl: ${q('javascript:sgpwn()//')} }`)),
    { trusted: true },
  ),
  build('inject-config-url-breakout', 'injection', (ctx) =>
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'M', url: ${q('https://minimal.example.com/"><sgpwn>')}, docs: { sidebar: ['intro', 'guide'] } });\n`,
    ),
  ),
  build('inject-head-tag-attribute-name', 'injection', (ctx) =>
    ctx.config(`headTags: [{ tagName: 'meta', attributes: { ${q('x"><script>sgpwn()</script>')}: 'y' } }],`),
  ),
  build('inject-head-tag-name', 'injection', (ctx) =>
    ctx.config(`headTags: [{ tagName: ${q('script><script>sgpwn()</script')}, attributes: {} }],`),
  ),
  build('inject-head-tag-meta-innerhtml', 'injection', (ctx) =>
    ctx.config(`headTags: [{ tagName: 'meta', innerHTML: '<script>sgpwn()</script>' }],`),
  ),
  build('inject-plugin-page-title', 'injection', (ctx) =>
    ctx.config(
      `plugins: [{ name: 'p', routes: () => [{ path: '/p', title: ${q(script)}, description: ${q(img)}, html: '<p>ok</p>' }], page: () => ({ title: ${q(img)}, description: ${q(script)} }) }],`,
    ),
  ),
  build(
    'inject-plugin-head-tags',
    'injection',
    (ctx) =>
      ctx.config(
        `plugins: [{ name: 'p', headTags: () => [{ tagName: 'meta', attributes: { name: 'x', content: ${q(img)} } }, { tagName: 'link', attributes: { rel: 'x', ${q('onload')}: 'sgpwn()' } }] }],`,
      ),
    { trusted: true },
  ),
  build('inject-react-page-meta', 'injection', (ctx) =>
    ctx.write(
      'content/pages/about.tsx',
      `export const meta = { title: ${q(script)}, description: ${q(img)} };\nexport default function About() { return <p>About</p>; }\n`,
    ),
  ),
  build('inject-image-alt', 'injection', (ctx) => {
    ctx.write('content/docs/img/a.png', 'PNG');
    ctx.doc(
      'guide.md',
      'title: Guide',
      '![x" onerror="sgpwn()](./img/a.png)\n\n![<img src=x onerror=sgpwn()>](./img/a.png "t\\" onerror=\\"sgpwn()")\n',
    );
  }),
  build(
    'inject-md-link-javascript',
    'injection',
    (ctx) =>
      ctx.doc(
        'guide.md',
        'title: Guide',
        '[a](javascript:sgpwn()) [b](vbscript:sgpwn()) [c](data:text/html,sgpwn) <javascript:sgpwn()>\n',
      ),
    { trusted: true },
  ),
  build('inject-code-title', 'injection', (ctx) =>
    ctx.doc('guide.md', 'title: Guide', `\`\`\`js title=${q(img)}\nx\n\`\`\`\n\n\`\`\`${'"><sgpwn>'}\nx\n\`\`\`\n`),
  ),
  build(
    'inject-admonition-title',
    'injection',
    (ctx) =>
      ctx.doc(
        'guide.md',
        'title: Guide',
        ':::note <img src=x onerror=sgpwn()>\nText.\n:::\n\n:::details <sgpwn>\nMore.\n:::\n',
      ),
    { trusted: true },
  ),
  build('inject-heading-in-toc-json', 'injection', (ctx) =>
    ctx.doc('guide.md', 'title: Guide', '## Heading `</script><script>sgpwn()</script>`\n\nText.\n'),
  ),
  build('inject-base-url-flag-quote', 'injection', () => {}, { args: ['--base-url', '/a"><sgpwn>/'] }),
  build('feed-post-body-first-paragraph-code', 'feeds and sitemap', (ctx) =>
    ctx.post('2024-06-01-feed.md', 'title: Feed', '`<script>sgpwn()</script>` and &lt;img src=x onerror=sgpwn()&gt;\n'),
  ),
  build('feed-truncate-excerpt-unclosed', 'feeds and sitemap', (ctx) =>
    ctx.post(
      '2024-06-01-feed.md',
      `title: Feed\ndescription: ${q(']]></description><sgpwn/><description><![CDATA[')}`,
      'Intro\n\n<!-- truncate -->\n\nRest.\n',
    ),
  ),
  build('sitemap-doc-slug-xml', 'feeds and sitemap', (ctx) =>
    ctx.doc('guide.md', `title: Guide\nslug: ${q('/a</loc><sgpwn/><loc>')}`),
  ),
];
