// The config's announcement bar: its HTML comes from whoever wrote the config, and must not run script in a reader's
// browser. Plain data: the schema's findings, the error they make, and the HTML as it is published.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resolvedAnnouncementBar } from '../../src/config/announcement-bar.js';
import { inlineHtml } from '../../src/config/inline-html.js';
import { configIssue } from '../../src/config/issues.js';
import { userConfigSchema } from '../../src/config/schema.js';
import { validate } from '../../src/schema.js';

const site = { title: 'Bar', url: 'https://bar.example.com' };
const source = `export default {\n  announcementBar: {\n    content: '…',\n    textColor: '…',\n  },\n};\n`;
/** The messages loading a config with this announcement bar fails with, as the reader of the error sees them. */
const errors = (announcementBar: unknown) =>
  validate({ ...site, announcementBar }, userConfigSchema).map(
    (issue) => configIssue(issue, 'site.config.ts', source).message,
  );

const html = suite('inlineHtml: a line of HTML from the config');

html('keeps text markup and links to http(s) and relative addresses, written anew', () => {
  const line =
    '⭐️ Like it? <a target="_blank" rel="noopener noreferrer" href="https://github.com/x">Star it</a>, <b>read</b> ' +
    '<a href="/docs/intro?x=1#top">the <em>docs</em></a> or <a href="../blog">news</a>: <code>npm i</code> &amp; <span class="new">1 < 2</span>';
  const { html, refused } = inlineHtml(line);
  assert.equal(refused, []);
  assert.is(
    html,
    '⭐️ Like it? <a target="_blank" rel="noopener noreferrer" href="https://github.com/x">Star it</a>, <b>read</b> ' +
      '<a href="/docs/intro?x=1#top">the <em>docs</em></a> or <a href="../blog">news</a>: <code>npm i</code> &amp; <span class="new">1 &lt; 2</span>',
  );
  assert.is(inlineHtml(html).html, html, 'what it writes, it keeps as it is');
  assert.is(inlineHtml('<strong>open').html, '<strong>open</strong>', 'an element left open is closed');
  assert.is(inlineHtml('a<!-- note -->b').html, 'ab', 'comments go');
});

html('refuses <script> and every element that could run or load something, dropping their content', () => {
  assert.equal(inlineHtml('hi<script>alert(1)</script>'), { html: 'hi', refused: ['<script>'] });
  assert.equal(inlineHtml('<img src=x onerror=alert(1)>').refused, ['<img>']);
  assert.equal(inlineHtml('<svg><script>alert(1)</script></svg>').refused, ['<svg>', '<script>']);
  assert.equal(inlineHtml('<iframe src="https://x"></iframe><style>*{}</style>').refused, ['<iframe>', '<style>']);
});

html('refuses event handlers, styles and ids', () => {
  assert.equal(inlineHtml('<b onclick="steal()">b</b>'), { html: '<b>b</b>', refused: ['the attribute onclick='] });
  assert.equal(inlineHtml('<a href="/" onmouseover="x()">a</a>').refused, ['the attribute onmouseover=']);
  assert.equal(inlineHtml('<span style="background:url(//x)" id="main">s</span>').refused, [
    'the attribute style=',
    'the attribute id=',
  ]);
});

html('refuses javascript: and every other scheme but http(s), however it is spelt', () => {
  for (const href of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'jav&#x61;script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
  ]) {
    const { html, refused } = inlineHtml(`<a href="${href}">x</a>`);
    assert.is(refused.length, 1, href);
    assert.match(refused[0], /^the link address "/, href);
    assert.is(html, '<a>x</a>', `${href} is not published`);
  }
  assert.equal(inlineHtml('<a href="//cdn.example.com/a:b">x</a>').refused, [], 'a protocol-relative address is https');
  assert.equal(inlineHtml('<a target="_top" href="/">x</a>').refused, ['target="_top"']);
});

html.run();

const config = suite('announcementBar in the config');

config('refusing names the key, what is refused and what is allowed', () => {
  assert.equal(errors({ content: 'Hi <script>alert(1)</script>' }), [
    'config key `announcementBar.content` holds <script>, which it may not',
  ]);
  assert.equal(errors({ content: '<a href="javascript:alert(1)" onclick="x()">go</a>' }), [
    'config key `announcementBar.content` holds the link address "javascript:alert(1)", the attribute onclick=, which it may not',
  ]);
  const [issue] = validate({ ...site, announcementBar: { content: '<img src=x>' } }, userConfigSchema);
  assert.match(issue.hint, 'write only <a>, <strong>, <em>, <b>, <i>, <code>, <span>, with links to http(s)');
  assert.is(configIssue(issue, 'site.config.ts', source).line, 3, 'the error points at the key');
});

config('needs content, and colours that are CSS colours and nothing more', () => {
  assert.equal(errors({ id: 'x' }), ['config key `announcementBar.content` is required']);
  assert.equal(errors({ content: 'Hi', textColor: 'red; background: url(https://tracker.example.com/)' }), [
    'config key `announcementBar.textColor` must be a CSS colour, got "red; background: url(https://tracker.exa…"',
  ]);
  assert.equal(errors({ content: 'Hi', backgroundColor: 'url(pixel.png)' }).length, 1);
  for (const colour of ['#20232a', 'rebeccapurple', 'rgb(32 35 42 / 50%)', 'var(--sg-color-primary)'])
    assert.equal(errors({ content: 'Hi', backgroundColor: colour, textColor: colour }), [], colour);
  assert.equal(errors({ content: 'Hi', isCloseable: 'yes' }), [
    'config key `announcementBar.isCloseable` must be a boolean, got "yes"',
  ]);
});

config("defaults as Docusaurus's, with the theme's colours", () => {
  assert.is(resolvedAnnouncementBar(undefined), null);
  assert.equal(resolvedAnnouncementBar({ content: '<b>New</b><!-- soon -->' }), {
    id: 'announcement-bar',
    content: '<b>New</b>',
    backgroundColor: null,
    textColor: null,
    isCloseable: true,
  });
  assert.equal(validate({ ...site, navbar: { hideOnScroll: true } }, userConfigSchema), []);
});

config.run();
