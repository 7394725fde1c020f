import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSearchEngine } from '../../src/client/search/engine.js';
import { searchWords } from '../../src/shared/search-tokens.js';
import {
  anchorOf,
  decodeIds,
  encodeIds,
  shardKey,
  spliceIds,
  type SearchManifest,
} from '../../src/shared/search-format.js';
import { rank } from '../../src/client/search/rank.js';
import { createWorkerPool } from '../../src/parallel/pool.js';
import { openScratchFile, scratchAppender } from '../../src/scratch.js';
import { buildSearchIndex, indexedPages, TEXT_SHARD_PAGES } from '../../src/search/build.js';
import { indexPage, searchSections, sectionsForIndex } from '../../src/content/search-words.js';
import { postingsShardsOf } from '../../src/search/terms.js';
import { patchPostings } from '../../src/search/patch.js';
import type { Tasks } from '../../src/tasks/index.js';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildEmbeddedSite, removeDir } from '../helpers/site.js';
import { docRoute, indexFiles, memoryLoader } from '../helpers/search-index.js';

const engine = suite('search engine');

const sampleRoutes = [
  docRoute(
    'Proto Input',
    '/docs/proto',
    '<p>Proto Input hooks the game so each instance gets its own keyboard.</p><h2 id="multiple-controllers">Controllers per instance</h2><p>Several pads can drive one window.</p>',
  ),
  docRoute(
    'FAQ',
    '/docs/faq',
    '<h2 id="controllers">Controllers</h2><p>Use DS4Windows for PlayStation &lt;pads&gt; &amp; friends.</p><h2 id="saves">Saves</h2><p>Controllers store nothing here; saves live in the user profile.</p>',
  ),
];

// Small sites ship text only; large ones postings by prefix. Both must answer alike.
for (const [mode, inlineLimit] of [
  ['text postings', undefined],
  ['postings shards', 0],
] as const) {
  const search = await createSearchEngine(memoryLoader(sampleRoutes, inlineLimit).load, 'en');
  const urls = async (query: string) => (await search.search(query)).map((r) => r.url);

  engine(`${mode}: ranks a heading match above the same word in body text`, async () => {
    const found = await urls('controllers');
    assert.equal(found.slice(0, 2).sort(), ['/docs/faq#controllers', '/docs/proto#multiple-controllers']);
    assert.is(found[2], '/docs/faq#saves');
  });

  engine(`${mode}: ranks a page title above everything`, async () => {
    assert.is((await urls('proto'))[0], '/docs/proto');
  });

  engine(`${mode}: matches prefixes as you type`, async () => {
    assert.is((await urls('playst'))[0], '/docs/faq#controllers');
  });

  engine(`${mode}: tolerates one typo in longer words`, async () => {
    assert.equal((await urls('controlers')).slice(0, 2).sort(), (await urls('controllers')).slice(0, 2).sort());
    assert.is((await urls('keybaord'))[0], '/docs/proto');
  });

  engine(`${mode}: needs every word of the query, except English stop words`, async () => {
    assert.equal(await urls('pads window'), ['/docs/proto#multiple-controllers']);
    assert.equal(await urls('the pads and the window'), ['/docs/proto#multiple-controllers']);
    assert.ok((await search.search('pads window')).every((result) => !result.partial));
  });

  engine(`${mode}: without a section that has every word, shows those with the most of them, as such`, async () => {
    const found = await search.search('pads window zebra');
    assert.equal(
      found.map((r) => r.url),
      ['/docs/proto#multiple-controllers', '/docs/faq#controllers'],
      'the two words first, then the one',
    );
    assert.ok(found.every((result) => result.partial));
    assert.equal(await urls('zebra giraffe'), []);
    assert.equal(await urls('the zebra'), [], 'a stop word alone makes no result');
  });

  engine(`${mode}: a contraction matches with a straight, a curly or no apostrophe`, async () => {
    const { load } = memoryLoader(
      [
        docRoute('Launch', '/docs/launch', '<p>The app doesn\'t launch.</p><h2 id="other">Other</h2><p>It does.</p>'),
        docRoute('Crashes', '/docs/crashes', '<p>The game doesn’t start.</p>'),
      ],
      inlineLimit,
    );
    const search = await createSearchEngine(load, 'en');
    for (const query of ["doesn't", 'doesn’t', 'doesnt'])
      assert.equal(
        (await search.search(query)).map((r) => r.url),
        ['/docs/launch', '/docs/crashes'],
        query,
      );
    const [result] = await search.search('doesnt launch');
    assert.is(result.snippetHtml, "The app <mark>doesn't</mark> <mark>launch</mark>.");
  });

  engine(`${mode}: a query of stop words alone finds the pages whose titles have them`, async () => {
    const { load } = memoryLoader(
      [
        docRoute('Install it', '/docs/install', '<p>How to do it. Press here.</p>'),
        docRoute('How to start', '/docs/start', '<p>Press start.</p>'),
        docRoute('Files from disk', '/docs/files', '<p>Read them.</p>'),
      ],
      inlineLimit,
    );
    const search = await createSearchEngine(load, 'en');
    assert.equal(
      (await search.search('how to')).map((r) => r.url),
      ['/docs/start'],
    );
    assert.equal(
      (await search.search('how to install')).map((r) => r.url),
      ['/docs/install'],
      'stop words need not match',
    );
    assert.equal(
      (await search.search('how to press')).map((r) => r.url),
      ['/docs/start', '/docs/install'],
      'they add to a title a little',
    );
    assert.equal(await search.search('form'), [], 'a typo of a stop word is no match');
  });

  engine(`${mode}: marks the matched words in an escaped snippet`, async () => {
    const [result] = await search.search('ds4windows');
    assert.match(result.snippetHtml, '<mark>DS4Windows</mark>');
    assert.match(result.snippetHtml, '&lt;pads&gt; &amp; friends');
    assert.is(result.headingHtml, 'Controllers');
  });

  engine(
    `${mode}: among equal matches, puts first the heading the query matches more of, such as a member's name`,
    async () => {
      const { load } = memoryLoader(
        [
          docRoute('Create', '/docs/create', '<h2 id="create-a-folder">Create a folder</h2><p>Make one.</p>'),
          docRoute(
            'API',
            '/docs/api',
            '<h3 id="gamefolder">Game.Folder</h3><p>The handler\'s own.</p><h3 id="gameplay">Game.Play</h3><p>Runs per player.</p><h3 id="gamehexeditallexes">Game.HexEditAllExes</h3><p>Patches.</p><h3 id="contexthexedit">Context.HexEdit</h3><p>Patches.</p>',
          ),
          docRoute(
            'Handlers',
            '/docs/handlers',
            '<h2 id="gameplay-function">Game.Play = function()</h2><p>Each player.</p>',
          ),
        ],
        inlineLimit,
      );
      const search = await createSearchEngine(load, 'en');
      assert.is((await search.search('folder'))[0].url, '/docs/api#gamefolder');
      assert.equal((await search.search('Game.Play')).map((r) => r.url).slice(0, 2), [
        '/docs/api#gameplay',
        '/docs/handlers#gameplay-function',
      ]);
      assert.is((await search.search('hexedi'))[0].url, '/docs/api#contexthexedit', 'the word typed most of');
    },
  );

  engine(`${mode}: the results of the docs version being read come first, whatever their scores`, async () => {
    const versions: Array<[string, string]> = [
      ['current', 'Next'],
      ['2.x', '2.x'],
      ['1.x', '1.x'],
    ];
    // The same pages in each version: a page titled "Orbit" outscores one that only mentions it.
    const routes = versions.flatMap(([name], i) => [
      docRoute('Orbit', `/docs/v${i}/orbit`, '<p>Stay up.</p>', { version: name }),
      docRoute('Launch', `/docs/v${i}/launch`, '<p>Count down, then reach orbit.</p>', { version: name }),
    ]);
    const files = indexFiles(buildSearchIndex(routes, { withBase: (p) => p, language: 'en', versions, inlineLimit }));
    const search = await createSearchEngine(async (name) => (await files).get(name), 'en');
    const found = async (version?: string) =>
      (await search.search('orbit', 10, version)).map((r) => `${r.version} ${r.url}`);
    assert.equal(await found('2.x'), [
      '2.x /docs/v1/orbit',
      '2.x /docs/v1/launch',
      'Next /docs/v0/orbit',
      '1.x /docs/v2/orbit',
      'Next /docs/v0/launch',
      '1.x /docs/v2/launch',
    ]);
    assert.equal((await found()).slice(0, 3), ['Next /docs/v0/orbit', '2.x /docs/v1/orbit', '1.x /docs/v2/orbit']);
  });
}

engine('leaves out the anchors that follow from their headings, and finds them again', async () => {
  const html =
    '<h2 id="proto-input-hooks">Proto Input hooks</h2><p>a</p><h3 id="gamefakefocus">Game.FakeFocus</h3><p>b</p><h3 id="focus">Focus again</h3><p>c</p>';
  assert.equal(
    searchSections(html).map(([, anchor]) => anchor),
    ['', '', 'focus'],
  );
  const search = await createSearchEngine(memoryLoader([docRoute('Hooks', '/docs/hooks', html)]).load, 'en');
  assert.equal(
    (await search.search('fakefocus')).map((r) => r.url),
    ['/docs/hooks#gamefakefocus'],
  );
  assert.equal(
    (await search.search('again')).map((r) => r.url),
    ['/docs/hooks#focus'],
  );
});

engine(
  'cuts a long text into a snippet at whole words, with an ellipsis where it was cut and no full stop before it',
  async () => {
    // Every word ends a sentence, so wherever the text is cut, a full stop is there.
    const text = `${'Earlier. '.repeat(20)}Keyword. ${'Later. '.repeat(30)}`;
    const search = await createSearchEngine(
      memoryLoader([docRoute('Long', '/docs/long', `<p>${text}</p>`)]).load,
      'en',
    );
    const [result] = await search.search('keyword');
    assert.match(result.snippetHtml, /^…Earlier\. .*<mark>Keyword<\/mark>\. .* Later…$/);
  },
);

engine('with postings shards, loads only the shards a query needs, once', async () => {
  const routes = Array.from({ length: 45 }, (_, i) =>
    docRoute(`Page ${i}`, `/p${i}`, `<p>${i === 30 ? 'window pane' : 'door frame'}</p>`),
  );
  const fresh = memoryLoader(routes, 0);
  const counted = await createSearchEngine(fresh.load, 'en');
  assert.equal(
    (await counted.search('window')).map((r) => r.url),
    ['/p30'],
  );
  await counted.search('windows');
  // The first text file loads with the manifest: ties go to the earlier section, so common words' queries show it.
  assert.equal(fresh.fetched.sort(), [
    'index.json',
    't-0.json',
    `t-${Math.floor(30 / TEXT_SHARD_PAGES)}.json`,
    `w-${shardKey('wi')}.json`,
  ]);
});

engine('with postings shards, the warm-up finds the first page by its title and loads nothing of its own', async () => {
  const routes = Array.from({ length: 45 }, (_, i) =>
    docRoute(i === 0 ? 'Window panes' : `Page ${i}`, `/p${i}`, `<p>door frame</p>`),
  );
  const fresh = memoryLoader(routes, 0);
  const [first] = await (await createSearchEngine(fresh.load, 'en')).warmUp();
  assert.is(first.url, '/p0');
  assert.is(first.headingHtml, '<mark>Window</mark> <mark>panes</mark>');
  assert.equal(
    fresh.fetched,
    ['index.json', 't-0.json'],
    'the manifest and the first text file, which load on opening',
  );
});

engine('with postings shards, queries after the warm-up answer as they do without it', async () => {
  const routes = Array.from({ length: 45 }, (_, i) =>
    docRoute(
      `Page ${i}`,
      `/p${i}`,
      `<p>door frame ${i % 3 ? 'window' : 'hinge'}</p><h2 id="more">Window ${i}</h2><p>pane</p>`,
    ),
  );
  const warmed = await createSearchEngine(memoryLoader(routes, 0).load, 'en');
  await warmed.warmUp();
  const cold = await createSearchEngine(memoryLoader(routes, 0).load, 'en');
  for (const query of ['window pane', 'door hinge', 'windw', 'fram'])
    assert.equal(await warmed.search(query), await cold.search(query), query);
});

engine(
  'postings and text files made in a worker thread, from text kept in a scratch file, are the files made here',
  async () => {
    const vocabulary = ['window', 'windows', 'wind', 'door', 'frame', 'pane', 'glass', 'draught', 'hinge', 'latch'];
    const routes = Array.from({ length: 60 }, (_, i) =>
      docRoute(
        `${vocabulary[(i * 3) % 10]} page ${i}`,
        `/p${i}`,
        `<p>${vocabulary.filter((_, k) => (i + k) % 3 !== 0).join(' ')}</p><h2 id="more">${vocabulary[i % 10]}</h2><p>${vocabulary[(i * 7) % 10]}</p>`,
      ),
    );
    const here = await indexFiles(buildSearchIndex(routes, { withBase: (p) => p, language: 'en', inlineLimit: 0 }));
    const folder = mkdtempSync(path.join(tmpdir(), 'sitegen-shards-'));
    const scratch = openScratchFile();
    const thread = createWorkerPool<Tasks>({ warn: () => {} });
    try {
      const spill = scratchAppender(scratch.fd);
      const places = new Map(indexedPages(routes).map((page) => [page, spill(page.sectionsJson)]));
      const elsewhere = buildSearchIndex(routes, {
        withBase: (p) => p,
        language: 'en',
        inlineLimit: 0,
        inThreadMinPages: 0,
        sectionsOf: (page) => places.get(page)!,
        writeShardsInThread: async (job) =>
          (await thread.map('search shards', [{ job, folder }], null, { workers: 1 }))![0],
      });
      const madeHere = await indexFiles(elsewhere);
      assert.ok(
        [...madeHere.keys()].every((name) => name === 'index.json' || name.startsWith('l-')),
        'the manifest and the lead files are made here',
      );
      const written = readdirSync(path.join(folder, 'assets/search'));
      assert.equal([...written, ...madeHere.keys()].sort(), [...here.keys()].sort());
      assert.ok(
        written.some((name) => name.startsWith('t-')) &&
          written.some((name) => name.startsWith('w-')) &&
          [...madeHere.keys()].some((name) => name.startsWith('l-')),
      );
      for (const name of written)
        assert.equal(JSON.parse(readFileSync(path.join(folder, 'assets/search', name), 'utf8')), here.get(name), name);
      for (const [name, json] of madeHere) assert.equal(json, here.get(name), name);
      assert.equal(elsewhere.paths.sort(), [...here.keys()].map((name) => `assets/search/${name}`).sort());
    } finally {
      await thread.close();
      scratch.close();
      removeDir(folder);
    }
  },
);

engine('with text postings, reads every text shard once and nothing else', async () => {
  const fresh = memoryLoader([docRoute('A', '/a', '<p>window pane</p>'), docRoute('B', '/b', '<p>door frame</p>')]);
  const counted = await createSearchEngine(fresh.load, 'en');
  await counted.search('window');
  await counted.search('door');
  assert.equal(fresh.fetched.sort(), ['index.json', 't-0.json']);
});

engine('when a prefix starts more words than it may match, the shortest are matched', async () => {
  const longer = Array.from({ length: 70 }, (_, i) => `window${i}`).join(' ');
  for (const inlineLimit of [undefined, 0]) {
    const search = await createSearchEngine(
      memoryLoader([docRoute('A', '/a', `<p>${longer}</p>`), docRoute('B', '/b', '<p>windows</p>')], inlineLimit).load,
      'en',
    );
    assert.equal(
      (await search.search('wind')).map((r) => r.url),
      ['/a', '/b'],
    );
  }
});

engine('section ids survive their encoding, large gaps included', () => {
  const ids = [0, 1, 35, 36, 1295, 1296, 80000, 80001];
  assert.equal([...decodeIds(encodeIds(ids))], ids);
  assert.equal([...decodeIds('')], []);
});

engine('ids spliced into their encoding read as the ids replaced and encoded anew', () => {
  // A fixed sequence of cases, so that a failure is the same on every run.
  let seed = 7;
  const next = (below: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % below;
  for (let run = 0; run < 2000; run++) {
    const ids = [...new Set(Array.from({ length: next(30) }, () => next(3000)))].sort((a, b) => a - b);
    const first = next(3000);
    const end = first + next(400);
    const added = [...new Set(Array.from({ length: next(6) }, () => first + next(end - first + 1)))]
      .filter((id) => id < end)
      .sort((a, b) => a - b);
    const expected = encodeIds([...ids.filter((id) => id < first), ...added, ...ids.filter((id) => id >= end)]);
    assert.is(spliceIds(encodeIds(ids), first, end, added), expected, JSON.stringify({ ids, first, end, added }));
  }
});

engine(
  "a section's text is what a reader sees: blocks apart, inline tags gone, scripts dropped, entities decoded once",
  () => {
    const cases: Array<[html: string, text: string]> = [
      ['<p>Split</p><P>screen</P>', 'Split screen'],
      ['co<strong>-op</strong> <em>play</em>', 'co-op play'],
      ['<li>one</li><li>two</li><br/>three<HR>four<h4>five</h4>', 'one two three four five'],
      ['<pre><code><span>let</span> x\n<span>= 1</span></code></pre>', 'let x = 1'],
      ['before<script type="module">let hidden = "<p>";</script>after<STYLE>p{}</STYLE>end', 'before after end'],
      ['<script>unclosed', 'unclosed'],
      [
        '<figure><svg viewBox="0 0 9 9"><title>Drawing</title><text>P1</text></svg><figcaption>Caption</figcaption></figure>',
        'Caption',
      ],
      ['&lt;kbd&gt; &amp;lt; &quot;x&quot; &#39;y&#39; &copy;', '<kbd> &lt; "x" \'y\' &copy;'],
      ['a <> b <>> c', 'a <> b <>> c'],
      ['<p_x>glued</p_x>on <p-x>apart</p-x>on <headers>glued</headers>on', 'gluedon apart on gluedon'],
      ['  <div>\tspaced\u00a0 out\n</div>  ', 'spaced out'],
    ];
    for (const [html, text] of cases) assert.equal(searchSections(html), [['', '', text]], html);
  },
);

engine('postings patched after a page changed are the shards a full merge makes, split prefixes included', () => {
  const page = (text: string, heading = 'Setup') => {
    const sections = searchSections(`<p>${text}</p><h2 id="a">${heading}</h2><p>More about ${text.split(' ')[0]}.</p>`);
    return { searchSize: sectionsForIndex(sections).searchSize, search: indexPage(sections, 'en') };
  };
  // Enough words under "wi" for its shard to be split by the third letter.
  const changed = 17;
  const pages = Array.from({ length: 60 }, (_, n) =>
    page(
      Array.from({ length: 120 }, (_, w) => `wi${'abcdefg'[w % 7]}x${n}y${w}`).join(' ') +
        ` window xylophone zebra${n === changed ? ' yodel' : ''}`,
    ),
  );
  const before = new Map(postingsShardsOf(pages));
  assert.ok(before.has('wi') && before.has('wia'), 'the "wi" shard is split');
  const edited = [...pages];
  edited[changed] = page('window quokka wibble wiax17y3 a fresh xylophone sentence', 'Configuring');
  const after = new Map(postingsShardsOf(edited));
  const firstSection = pages.slice(0, changed).reduce((sum, p) => sum + p.searchSize.sections, 0);
  const { sections } = edited[changed].searchSize;
  assert.is(sections, pages[changed].searchSize.sections, 'as many sections as before');
  const read = new Set<string>();
  const patched = patchPostings(
    [{ firstSection, sections, before: pages[changed].search, now: edited[changed].search }],
    (prefix) => (read.add(prefix), before.get(prefix) ?? null),
  );
  const made = new Map([...patched.values()].flat());
  assert.ok(
    !patched.has('xy') && !read.has('xy'),
    'a prefix whose words stayed in their sections is left as it was, unread',
  );
  for (const [prefix, shard] of after) assert.equal(made.get(prefix) ?? before.get(prefix), shard, `shard ${prefix}`);
  for (const prefix of made.keys()) assert.ok(after.has(prefix), `no shard ${prefix} in a full merge`);
  assert.ok(patched.has('yo') && !made.has('yo') && !after.has('yo'), 'a prefix whose only word went has no files');
  assert.ok(made.has('qu') && made.has('wi'), 'new and changed words are patched in');
});

engine('splits words on anything but letters and digits', () => {
  assert.equal(searchWords('Game.Play = function() {', 'en'), ['game', 'play', 'function']);
});

engine(
  'a prefix with large postings is split by its third letter: a query loads its own part, and finds typos in the others',
  async () => {
    // Enough words under "wi" to pass the split size, one page each, and "window" on one page of its own.
    const filler = Array.from({ length: 60 }, (_, page) =>
      docRoute(
        `Filler ${page}`,
        `/f${page}`,
        `<p>${Array.from({ length: 120 }, (_, n) => `wi${'abcdefg'[n % 7]}x${page}y${n}`).join(' ')}</p>`,
      ),
    );
    const routes = [...filler, docRoute('Panes', '/panes', '<p>window pane</p>')];
    const fresh = memoryLoader(routes, 0);
    const search = await createSearchEngine(fresh.load, 'en');
    assert.equal(
      (await search.search('window')).map((r) => r.url),
      ['/panes'],
    );
    assert.equal(
      fresh.fetched.filter((file) => file.startsWith('w-')).sort(),
      [`w-${shardKey('wi')}.json`, `w-${shardKey('win')}.json`].sort(),
    );
    assert.equal(
      (await search.search('wimdow')).map((r) => r.url),
      ['/panes'],
      'a typo in the third letter',
    );
  },
);

engine(
  'a page whose title matches shows its start from a lead file, loaded while the postings are, and not its text file',
  async () => {
    // The lead is the text's first 150 characters: the snippet around "window" reaches its end, and the text goes on.
    const intro = `${'Glass panes keep the draught out. '.repeat(3)}Every window needs one. ${'Glass panes keep the draught out. '.repeat(8)}`;
    const routes = Array.from({ length: 45 }, (_, i) =>
      docRoute(
        i === 30 ? 'Window frames' : `Page ${i}`,
        `/p${i}`,
        i === 30 ? `<p>${intro}</p><h2 id="sizes">Sizes</h2><p>door frame</p>` : '<p>door frame</p>',
      ),
    );
    const { fetched, load } = memoryLoader(routes, 0);
    let releasePostings = () => {};
    const postingsHeld = new Promise<void>((resolve) => (releasePostings = resolve));
    const search = await createSearchEngine(
      async (file) => (file.startsWith('w-') ? postingsHeld.then(() => load(file)) : load(file)),
      'en',
    );
    const results = search.search('window');
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.ok(fetched.includes(`l-${shardKey('wi')}.json`), 'the lead file is requested while the postings load');
    releasePostings();
    const [result, ...others] = await results;
    assert.equal([result.url, others.length], ['/p30', 0]);
    assert.match(result.snippetHtml, /^…[^…]*<mark>window<\/mark> needs one\. [^…]*…$/);
    assert.ok(result.snippetHtml.length < intro.length, 'a snippet, not the whole lead');
    assert.equal(
      fetched.filter((file) => file.startsWith('t-')),
      ['t-0.json'],
      'no text file but the first, which loads on opening',
    );
  },
);

engine(
  'when ten titles have every word of the query, none by a typo, it is answered from them, with no postings loaded',
  async () => {
    const routes = Array.from({ length: 45 }, (_, i) =>
      docRoute(
        i % 3 === 0 ? `Window frames ${i}` : `Page ${i}`,
        `/p${i}`,
        '<h2 id="glass">Window frames</h2><p>window frames and door frames</p>',
      ),
    );
    for (const query of ['window frames', 'window frame']) {
      const { fetched, load } = memoryLoader(routes, 0);
      const search = await createSearchEngine(load, 'en');
      const found = await search.search(query);
      assert.equal(
        fetched.filter((file) => file.startsWith('w-')),
        [],
        `no postings for "${query}"`,
      );
      // The same ten as when the postings are read, which they must be for a list longer than the titles fill.
      assert.equal(
        found.map((r) => r.url),
        (await search.search(query, 20)).slice(0, 10).map((r) => r.url),
      );
      assert.equal(
        found.map((r) => r.url),
        Array.from({ length: 10 }, (_, n) => `/p${3 * n}#glass`),
      );
    }
    const { fetched, load } = memoryLoader(routes, 0);
    await (await createSearchEngine(load, 'en')).search('windw frames');
    assert.ok(
      fetched.some((file) => file.startsWith('w-')),
      'a typo reads the postings',
    );
  },
);

engine('a one-word query ranks as the sum over words does, reading its lists from the best score down', () => {
  let seed = 7;
  const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
  for (let round = 0; round < 50; round++) {
    const sectionCount = 200;
    const hits = Array.from({ length: 1 + random(8) }, () => {
      const ids = [...new Set(Array.from({ length: random(40) }, () => random(sectionCount)))].sort((a, b) => a - b);
      return { score: [10, 7, 6, 4.5, 1][random(5)], ids: () => ids };
    });
    const everywhere = { score: 1, ids: () => Array.from({ length: sectionCount }, (_, id) => id) };
    const alone = rank([hits], 1, sectionCount, 10);
    assert.equal(
      alone.map((r) => r.id),
      rank([hits, [everywhere]], 2, sectionCount, 10)
        .map((r) => r.id)
        .slice(0, alone.length),
    );
  }
});

const outDir = mkdtempSync(path.join(tmpdir(), 'sitegen-search-'));
await buildEmbeddedSite(outDir);
const indexDir = path.join(outDir, 'assets', 'search');
const diskLoad = async (name: string) => JSON.parse(readFileSync(path.join(indexDir, name), 'utf8'));
const manifest = (await diskLoad('index.json')) as SearchManifest;

engine('indexes every doc and post of the embedded site by section, and answers in under 10 ms', async () => {
  assert.is(manifest.pages.length, 15);
  const real = await createSearchEngine(diskLoad, 'en');
  assert.ok(real.sectionCount > 100);
  for (const query of ['handler', 'controller', 'goldberg emulator', 'instal', 'mutexx']) await real.search(query);
  // CPU time rather than time on the clock, which other test files running at once stretch.
  const started = process.cpuUsage();
  for (const query of ['handler', 'controller', 'goldberg emulator', 'instal', 'mutexx']) await real.search(query);
  const { user, system } = process.cpuUsage(started);
  assert.ok((user + system) / 1000 / 5 < 10, `${((user + system) / 1000 / 5).toFixed(1)} ms a query`);
});

/** A word found in exactly one section's heading and nowhere else on the site, with where that section is. */
function wordOnlyInOneHeading(): { word: string; url: string; anchor: string } {
  const sections: Array<{ page: number; heading: string; anchor: string; text: string }> = [];
  for (const file of readdirSync(indexDir)
    .filter((f) => f.startsWith('t-'))
    .sort((a, b) => parseInt(a.slice(2)) - parseInt(b.slice(2)))) {
    for (const [heading, anchor, text] of JSON.parse(readFileSync(path.join(indexDir, file), 'utf8')) as Array<
      [string, string, string]
    >) {
      sections.push({ page: -1, heading, anchor: anchor || anchorOf(heading), text });
    }
  }
  let id = 0;
  manifest.pages.forEach(([, , count], page) => {
    for (let i = 0; i < count; i++) sections[id++].page = page;
  });
  const everywhere = new Map<string, number>();
  for (const section of sections) {
    const all = [
      ...searchWords(manifest.pages[section.page][0], 'en'),
      ...searchWords(section.heading, 'en'),
      ...searchWords(section.text, 'en'),
    ];
    for (const word of new Set(all)) everywhere.set(word, (everywhere.get(word) ?? 0) + 1);
  }
  for (const section of sections) {
    const word = searchWords(section.heading, 'en').find(
      (w) => w.length >= 6 && /^[a-z]+$/.test(w) && everywhere.get(w) === 1,
    );
    if (word) return { word, url: manifest.pages[section.page][1], anchor: section.anchor };
  }
  throw new Error('no word appears in only one heading');
}

const browser = await launchBrowser();
const site = await serveFolder(outDir);
const dialog = suite('search dialog in Chromium');
if (!browser) dialog.skip('needs Chromium', () => {});

dialog(
  'loads nothing until opened, then finds a heading word first and lands on that heading by client navigation',
  async () => {
    const page = await browser!.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${site.origin}/blog`);
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
    assert.not.ok(
      requests.some((r) => r.includes('search')),
      'no search code or index before opening',
    );

    const { word, url, anchor } = wordOnlyInOneHeading();
    const target = `${url}#${anchor}`;
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[role="dialog"] input[role="combobox"]:focus');
    await page.waitForSelector('.search-results:not([aria-busy="true"])', { state: 'attached' });
    // Only search's own files count: the page goes on prefetching the chunks of the links in view meanwhile.
    const searchRequests = () => requests.filter((r) => r.includes('search'));
    const loadedOnOpening = searchRequests().length;
    await page.keyboard.type(word);
    // Each key starts a query: the list stays busy until the results shown are the whole word's.
    await page.waitForSelector('.search-results:not([aria-busy="true"]) [role="option"][aria-selected="true"]');
    assert.is(await page.getAttribute('[role="option"]:first-child a', 'href'), target);
    assert.match((await page.innerHTML('[role="option"]:first-child .search-result-heading')) ?? '', '<mark>');
    assert.is(await page.getAttribute('input[role="combobox"]', 'aria-activedescendant'), 'search-result-0');
    assert.ok(loadedOnOpening > 0, 'opening loads the search code and index');
    assert.equal(searchRequests().slice(loadedOnOpening), [], 'the index was ready before the first key');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.origin}${target}`);
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      return top !== undefined && Math.abs(top) < 150;
    }, anchor);
    assert.is(
      await page.evaluate(() => (window as unknown as { marker: string }).marker),
      'kept',
      'client-side navigation',
    );
    assert.ok(await page.isHidden('.search-backdrop'));
    await page.close();
  },
);

dialog('opens with "/", moves with the arrows, closes with Escape and gives focus back', async () => {
  const page = await browser!.newPage();
  await page.goto(`${site.origin}/docs/installation`);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  await page.focus('.navbar-brand');
  await page.keyboard.press('/');
  await page.waitForSelector('input[role="combobox"]:focus');
  await page.keyboard.type('handler');
  await page.waitForSelector('.search-results:not([aria-busy="true"]) #search-result-1');
  await page.keyboard.press('ArrowDown');
  assert.is(await page.getAttribute('#search-result-1', 'aria-selected'), 'true');
  await page.keyboard.press('ArrowUp');
  assert.is(await page.getAttribute('#search-result-0', 'aria-selected'), 'true');
  await page.keyboard.press('Escape');
  assert.ok(await page.isHidden('.search-backdrop'));
  assert.is(await page.evaluate(() => document.activeElement?.className), 'navbar-brand');
  await page.close();
});

dialog('opens with Ctrl+K while Caps Lock is on', async () => {
  const page = await browser!.newPage();
  await page.goto(`${site.origin}/docs/installation`);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  // The capital letter is the key Caps Lock sends.
  await page.keyboard.press('Control+K');
  await page.waitForSelector('[role="dialog"] input[role="combobox"]:focus');
  await page.close();
});

dialog('opens from the navbar button and says when nothing matches', async () => {
  const page = await browser!.newPage();
  await page.goto(`${site.origin}/`);
  await page.click('#search-button');
  await page.waitForSelector('input[role="combobox"]:focus');
  await page.keyboard.type('zzqqxx');
  await page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent?.includes('No results'));
  await page.close();
});

dialog('shows the pages with some of the words when none has them all, and says so above them', async () => {
  const page = await browser!.newPage();
  await page.goto(`${site.origin}/docs/installation`);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  await page.keyboard.press('Control+k');
  await page.waitForSelector('input[role="combobox"]:focus');
  const note = '.search-partial';
  for (const query of ["game doesn't launch", 'game doesnt launch']) {
    await page.fill('input[role="combobox"]', query);
    await page.waitForSelector('.search-results:not([aria-busy="true"]) [role="option"]');
    assert.is(await page.getAttribute('[role="option"]:first-child a', 'href'), '/docs/doesnt-launch', query);
    assert.match(
      (await page.innerHTML('[role="option"]:first-child .search-result-heading')) ?? '',
      /<mark>doesn't<\/mark> <mark>launch<\/mark>/,
    );
    assert.ok(await page.isVisible(note), query);
    assert.is(await page.textContent(note), 'No page has every word; pages with some of them:');
    assert.ok(
      await page.evaluate(
        (note) =>
          document.querySelector(note)!.getBoundingClientRect().bottom <=
          document.querySelector('[role="option"]')!.getBoundingClientRect().top,
        note,
      ),
      'the note is above the results',
    );
  }
  await page.fill('input[role="combobox"]', 'doesnt launch');
  await page.waitForFunction(() => document.querySelector('.search-partial')?.textContent === '');
  assert.is(await page.getAttribute('[role="option"]:first-child a', 'href'), '/docs/doesnt-launch');
  assert.not.ok(await page.isVisible(note), 'every word found: no note');
  await page.close();
});

dialog(
  'a click on the search button while the runtime is still loading opens the dialog once it has loaded',
  async () => {
    const page = await browser!.newPage();
    const runtime = /<script type="module" src="([^"]+)"/.exec(
      readFileSync(path.join(outDir, 'index.html'), 'utf8'),
    )![1];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === runtime,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${site.origin}/`, { waitUntil: 'commit' });
    await page.click('#search-button');
    assert.ok(await page.isHidden('.search-backdrop'), 'nothing can open before the runtime runs');
    release();
    await page.waitForSelector('input[role="combobox"]:focus');
    await page.close();
  },
);

dialog.after(async () => {
  await browser?.close();
  await site.close();
  removeDir(outDir);
});
engine.run();
dialog.run();
