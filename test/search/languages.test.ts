// Search in other languages than English: words found without their accents, and Chinese, Japanese and Korean text,
// written without spaces, found by the words in it. The index and the queries read words alike.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSearchEngine } from '../../src/client/search/engine.js';
import { searchLocale, searchWords, wordSpansIn } from '../../src/shared/search-tokens.js';
import { shardKey, type SearchManifest } from '../../src/shared/search-format.js';
import { docRoute, memoryLoader } from '../helpers/search-index.js';

const words = suite('words in any language');

words('accents and case are folded away', () => {
  assert.equal(searchWords('Écran, fenêtre: Müller à Ça', 'fr'), ['ecran', 'fenetre', 'muller', 'a', 'ca']);
  assert.equal(searchWords('Ελληνικά Δοκιμή', 'el'), ['ελληνικα', 'δοκιμη']);
  assert.equal(searchWords('Tiếng Việt', 'vi'), ['tieng', 'viet']);
  assert.equal(searchWords('e\u0301cran', 'fr'), ['ecran'], 'an accent written as a combining mark');
});

words('lower case follows the language: Turkish keeps its dotless ı apart', () => {
  assert.equal(searchWords('İstanbul IRMAK', 'tr'), ['istanbul', 'ırmak']);
  assert.equal(searchWords('İstanbul IRMAK', 'en'), ['istanbul', 'irmak']);
  assert.is(searchLocale('not a tag!'), 'en', 'a language tag the browser would refuse reads as English');
});

words('Chinese, Japanese and Korean are read two letters at a time, apart from the Latin words beside them', () => {
  assert.equal(searchWords('这是文档的示例', 'zh'), ['这是', '是文', '文档', '档的', '的示', '示例']);
  assert.equal(searchWords('全文検索の例', 'ja'), ['全文', '文検', '検索', '索の', 'の例']);
  assert.equal(searchWords('API文档v2', 'zh'), ['api', '文档', 'v2']);
  assert.equal(searchWords('例: 검색은', 'ko'), ['例', '검색', '색은']);
});

words('marks other scripts need stay: Japanese voiced kana, Hindi vowel signs', () => {
  assert.equal(searchWords('データ', 'ja'), ['デー', 'ータ']);
  assert.equal(searchWords('हिन्दी भाषा', 'hi'), ['हिन्दी', 'भाषा']);
});

words('the words marked in a result are those indexed, each where the text writes it', () => {
  for (const [text, language] of [
    ['Écran de l’ÉDITEUR — Müller, naïve façade', 'fr'],
    ['这是文档的示例, API文档v2 与 Vue.js', 'zh'],
    ['全文検索の例とデータベース', 'ja'],
    ['İstanbul ırmak', 'tr'],
    ['한국어 검색은 쉽다', 'ko'],
    ["It’s what DOESN'T work, O'Reilly", 'en'],
    ['L’écran n’est pas là', 'fr'],
  ]) {
    const spans = [...wordSpansIn(text, language)];
    assert.equal(
      spans.map((span) => span.word),
      searchWords(text, language),
      text,
    );
    for (const { start, end, word } of spans) assert.equal(searchWords(text.slice(start, end), language), [word]);
  }
});

const results = suite('results in any language');

const french = [
  docRoute(
    'Écran partagé',
    '/docs/ecran',
    '<p>Réglez l’écran de chaque joueur.</p><h2 id="manette">Manette</h2><p>Müller a écrit le pilote.</p>',
    { language: 'fr' },
  ),
  docRoute('Fenetre', '/docs/fenetre', '<p>Une fenetre sans accents.</p>', { language: 'fr' }),
];
const chinese = [
  docRoute('示例', '/docs/zh', '<p>这是文档的示例。</p><h2 id="search">搜索</h2><p>全文检索。</p>', { language: 'zh' }),
  docRoute('其他', '/docs/other', '<p>文字和档案。</p>', { language: 'zh' }),
];
const japanese = [docRoute('例', '/docs/ja', '<p>全文検索の例です。</p>', { language: 'ja' })];
const german = [
  docRoute('Was tun', '/docs/was', '<p>Was tun, wenn das Spiel nicht startet?</p>', { language: 'de' }),
  docRoute('Spiel', '/docs/spiel', '<p>Das Spiel startet.</p>', { language: 'de' }),
];

// Small sites index their text in the browser; large ones ship postings built with the site. Both must answer alike.
for (const [mode, inlineLimit] of [
  ['text postings', undefined],
  ['postings shards', 0],
] as const) {
  const engineFor = async (routes: typeof french, language: string) =>
    createSearchEngine(memoryLoader(routes, inlineLimit, language).load, language);
  const fr = await engineFor(french, 'fr');
  const zh = await engineFor(chinese, 'zh');
  const ja = await engineFor(japanese, 'ja');
  const de = await engineFor(german, 'de');

  results(`${mode}: a word typed without its accents finds it, and marks it as written`, async () => {
    const found = await fr.search('ecran');
    assert.equal(
      found.map((result) => result.url),
      ['/docs/ecran'],
    );
    assert.is(found[0].headingHtml, '<mark>Écran</mark> partagé');
    assert.is(found[0].snippetHtml, 'Réglez l’<mark>écran</mark> de chaque joueur.');
    assert.is((await fr.search('muller'))[0].snippetHtml, '<mark>Müller</mark> a écrit le pilote.');
  });

  results(`${mode}: a word typed with accents finds it written without, and prefixes still match`, async () => {
    assert.equal(
      (await fr.search('fenêtre')).map((result) => result.url),
      ['/docs/fenetre'],
    );
    assert.equal(
      (await fr.search('Ecr')).map((result) => result.url),
      ['/docs/ecran', '/docs/ecran#manette'],
      'écran in the title first, then écrit',
    );
  });

  results(`${mode}: a Chinese or Japanese word is found inside a sentence, and only where it is`, async () => {
    const [result, ...others] = await zh.search('文档');
    assert.equal([result.url, others.length], ['/docs/zh', 0], 'not where its letters are apart');
    assert.is(result.snippetHtml, '这是<mark>文档</mark>的示例。');
    assert.equal(
      (await zh.search('全文检索')).map((r) => r.url),
      ['/docs/zh#search'],
    );
    const [found] = await ja.search('検索');
    assert.is(found.snippetHtml, '全文<mark>検索</mark>の例です。');
  });

  results(`${mode}: English stop words are words like any other in another language`, async () => {
    assert.equal(
      (await de.search('was')).map((r) => r.url),
      ['/docs/was'],
    );
    const found = await de.search('was spiel');
    assert.equal(
      found.map((r) => [r.url, r.partial]),
      [['/docs/was', false]],
      'needed, not only counted',
    );
    assert.equal(
      (await de.search('spiel in')).map((r) => [r.url, r.partial]),
      [
        ['/docs/spiel', true],
        ['/docs/was', true],
      ],
      'in English, `in` need not match and the results would have every word',
    );
  });
}

results('a large site keeps the postings of Chinese words in a file per first letter', async () => {
  const { load } = memoryLoader(chinese, 0, 'zh');
  const manifest = (await load('index.json')) as SearchManifest;
  assert.ok(manifest.prefixes.includes('文'), 'the prefix of 文档 is its first letter');
  assert.ok(!manifest.prefixes.includes('文档'));
  assert.ok(Object.keys((await load(`w-${shardKey('文')}.json`)) as object).includes('文档'));
  assert.ok(
    manifest.leads.includes('示'),
    "a title's two-letter word has its lead file, as a Latin word of three does",
  );
});

words.run();
results.run();
