import { createElement as h, type FunctionComponent, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { themeModules } from '../../src/mdx/components/index.js';
import { headOf, PageHeadContext, type PageHead } from '../../src/mdx/page-head.js';
import { docusaurusContext, siteContextSource } from '../../src/mdx/site-context.js';
import { inlineSvg } from '../../src/mdx/svg.js';
import type { ResolvedConfig } from '../../src/config/types.js';

const module = (name: string) => themeModules[name];
const component = (name: string) => module(name).default as FunctionComponent<Record<string, unknown>>;
/** Renders `element` as a page does, gathering its head. */
function renderPage(element: ReactNode): { html: string; head: PageHead } {
  const head: PageHead = { layout: false, tags: [] };
  const html = renderToString(h(PageHeadContext.Provider, { value: head }, element));
  return { html, head };
}

const svg = suite('SVG imported as a component');

svg('keeps the drawing and its root attributes, as React props', () => {
  const { props, inner } = inlineSvg(
    '<?xml version="1.0"?>\n<!DOCTYPE svg>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="logo" viewBox="0 0 10 10" stroke-width="2" style="fill-opacity: .5; --tone: red" data-name="Logo"><title>Logo</title><path d="M0 0h10"/><use xlink:href="#a"/></svg>',
  );
  assert.equal(props, {
    xmlns: 'http://www.w3.org/2000/svg',
    xmlnsXlink: 'http://www.w3.org/1999/xlink',
    className: 'logo',
    viewBox: '0 0 10 10',
    strokeWidth: '2',
    style: { fillOpacity: '.5', '--tone': 'red' },
    'data-name': 'Logo',
  });
  assert.is(inner, '<title>Logo</title><path d="M0 0h10"/><use xlink:href="#a"/>');
});

svg('leaves out scripts, foreign objects, event handlers and links to code', () => {
  const { props, inner } = inlineSvg(
    [
      '<svg onload="alert(1)" viewBox="0 0 1 1">',
      '<script>alert(2)</script>',
      '<script type="text/javascript"><![CDATA[ alert(3) ]]></script>',
      '<foreignObject><div><script>alert(4)</script></div><foreignObject/></foreignObject>',
      '<a href="javascript:alert(5)"><circle r="1" onclick="alert(6)" ONMOUSEOVER="alert(7)"/></a>',
      '<a xlink:href="&#106;avascript:alert(8)">x</a>',
      '<a href=" java\tscript:alert(9)">y</a>',
      '<a href="#ok"><animate attributeName="href" to="javascript:alert(10)"/><set attributeName="xlink:href" to="javascript:alert(11)"/></a>',
      '<image href="data:text/html,&lt;script&gt;alert(12)&lt;/script&gt;"/><image href="data:image/png;base64,AAAA"/>',
      '</svg>',
    ].join(''),
  );
  assert.equal(props, { viewBox: '0 0 1 1' });
  assert.not.match(inner, /alert|script|foreignObject|onclick|onmouseover/i);
  assert.is(
    inner,
    '<a><circle r="1"/></a><a>x</a><a>y</a><a href="#ok"></a><image/><image href="data:image/png;base64,AAAA"/>',
  );
});

svg.run();

const head = suite('@docusaurus/Head and @theme/Layout');

head("give the page its title, description and head's meta and links, without scripts", () => {
  const Layout = component('@theme/Layout');
  const Head = component('@docusaurus/Head');
  const { html, head: found } = renderPage(
    h(
      Layout,
      { title: 'Harbour', description: 'Boats', wrapperClassName: 'wide' },
      h(Head, null, h('meta', { name: 'keywords', content: 'a, b' }), h('script', null, 'alert(1)')),
      h('p', null, 'Hello'),
    ),
  );
  assert.is(html, '<div class="main-wrapper wide"><p>Hello</p></div>');
  assert.equal(found, {
    layout: true,
    title: 'Harbour',
    description: 'Boats',
    tags: [{ tag: 'meta', attrs: { name: 'keywords', content: 'a, b' } }],
  });
});

head('keeps title, meta and link elements and nothing that runs code', () => {
  const found = headOf([
    h('title', { key: 1 }, 'Tide ', 'table'),
    h('link', { key: 2, rel: 'alternate', hrefLang: 'fr', href: '/fr/' }),
    h('link', { key: 3, rel: 'modulepreload', href: '/x.js' }),
    h('link', { key: 4, rel: 'preload', as: 'script', href: '/x.js' }),
    h('link', { key: 5, rel: 'icon', href: 'javascript:alert(1)' }),
    h('meta', { key: 6, httpEquiv: 'refresh', content: '0;url=javascript:alert(1)' }),
    h('meta', { key: 7, name: 'x', content: 'y', onLoad: () => {} }),
    h('base', { key: 8, href: 'https://example.com/' }),
    h('style', { key: 9 }, 'body{}'),
  ]);
  assert.is(found.title, 'Tide table');
  assert.equal(found.tags, [
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'fr', href: '/fr/' } },
    { tag: 'meta', attrs: { name: 'x', content: 'y' } },
  ]);
});

head.run();

const modules = suite('the other Docusaurus modules, on the server');

modules('Heading gives h2–h6 an id and a link to itself, and an h1 only an id it is given', () => {
  const Heading = component('@theme/Heading');
  assert.is(
    renderToString(h(Heading, { as: 'h3', className: 'x' }, 'Easy to Use')),
    '<h3 id="easy-to-use" class="anchor x">Easy to Use<a class="hash-link" href="#easy-to-use" aria-label="Direct link to Easy to Use" title="Direct link to Easy to Use">#</a></h3>',
  );
  assert.is(
    renderToString(h(Heading, { as: 'h1', className: 'hero__title' }, 'Boats')),
    '<h1 class="hero__title">Boats</h1>',
  );
  assert.match(renderToString(h(Heading, { as: 'h1', id: 'top' }, 'Boats')), '<h1 id="top" class="anchor">');
});

modules('BrowserOnly draws its fallback and useIsBrowser is false; there is no DOM and no global data', () => {
  const BrowserOnly = component('@docusaurus/BrowserOnly');
  const useIsBrowser = module('@docusaurus/useIsBrowser').default as () => boolean;
  const Where = () => h('span', null, useIsBrowser() ? 'browser' : 'server');
  assert.is(
    renderToString(
      h('div', null, h(BrowserOnly, { fallback: h('i', null, 'later'), children: () => 'now' }), h(Where)),
    ),
    '<div><i>later</i><span>server</span></div>',
  );
  assert.is((module('@docusaurus/ExecutionEnvironment').default as { canUseDOM: boolean }).canUseDOM, false);
  const globalData = module('@docusaurus/useGlobalData');
  const Data = () =>
    h(
      'pre',
      null,
      JSON.stringify([
        (globalData.default as () => unknown)(),
        (globalData.useAllPluginInstancesData as (name: string) => unknown)('docusaurus-plugin-content-blog'),
      ]),
    );
  assert.is(renderToString(h(Data)), '<pre>[{},{}]</pre>', 'outside a site, no plugin has data');
});

modules("useDocusaurusContext gives the site's settings from its config", async () => {
  const locale = (name: string) => ({ name }) as ResolvedConfig['i18n']['locale'];
  const context = docusaurusContext({
    title: 'Boats',
    tagline: 'Fold',
    url: 'https://boats.example.org',
    baseUrl: '/docs/',
    favicon: '/img/favicon.ico',
    customFields: { master: 'Ada' },
    i18n: {
      defaultLocale: 'en',
      locale: locale('fr'),
      locales: [locale('en'), locale('fr')],
      strings: {},
      untranslated: [],
    },
  });
  assert.equal(context.siteConfig, {
    title: 'Boats',
    tagline: 'Fold',
    url: 'https://boats.example.org',
    baseUrl: '/docs/',
    favicon: '/img/favicon.ico',
    customFields: { master: 'Ada' },
  });
  assert.equal(context.i18n, { currentLocale: 'fr', defaultLocale: 'en', locales: ['en', 'fr'] });
  const source = siteContextSource(context);
  const hook = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: () => unknown };
  assert.equal(hook.default(), context, 'the browser gets the same');
});

modules.run();
