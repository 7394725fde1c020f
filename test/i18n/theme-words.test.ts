// The theme's words in the site's language, on plain data: which translation wins, what a build says of the words left
// in English, and the translations sitegen ships for its own words.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { withTranslatedWords } from '../../src/site-files/client-words.js';
import {
  englishWords,
  mergeWords,
  ownWordsDir,
  shippedTranslations,
  shippedWords,
  wordsLeftEnglish,
} from '../../src/config/theme-words.js';
import { admonitionKinds } from '../../src/shared/admonition-kinds.js';
import { listFiles, repoRoot } from '../helpers/site.js';

const englishIds = Object.keys(englishWords);
const docusaurusLocales = readdirSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json')),
    'locales',
  ),
).filter((name) => name !== 'base');
const ownLocales = readdirSync(path.join(ownWordsDir, 'locales')).map((file) => file.replace(/\.json$/, ''));
const ownFile = (locale: string) =>
  JSON.parse(readFileSync(path.join(ownWordsDir, 'locales', `${locale}.json`), 'utf8')) as Record<string, string>;
const placeholders = (message: string) => [...new Set(message.match(/\{\w+\}/g) ?? [])].sort();

const merge = suite('which translation of a word wins');

const layers = {
  docusaurus: { 'theme.a': 'Docusaurus A', 'theme.b': 'B in English', 'theme.c': 'Docusaurus C' },
  docusaurusEnglish: { 'theme.a': 'A in English', 'theme.b': 'B in English', 'theme.c': 'C in English' },
  own: { 'theme.a': 'own A', 'theme.b': 'own B', 'sitegen.d': 'own D' },
  site: { 'theme.c': 'site C' },
};

merge("Docusaurus's translation, over which sitegen's own does not go", () => {
  assert.is(mergeWords(layers).strings['theme.a'], 'Docusaurus A');
});

merge("sitegen's own where Docusaurus left the word in English or lacks it", () => {
  const { strings } = mergeWords(layers);
  assert.is(strings['theme.b'], 'own B');
  assert.is(strings['sitegen.d'], 'own D');
});

merge("the site's code.json over everything", () => {
  assert.is(mergeWords(layers).strings['theme.c'], 'site C');
  assert.is(mergeWords({ ...layers, site: { 'theme.a': 'site A' } }).strings['theme.a'], 'site A');
});

merge('a word no layer translates is left out, and named as showing in English', () => {
  const { strings, untranslated } = mergeWords({ ...layers, own: {}, docusaurus: {} });
  assert.not.ok(englishIds[0] in strings, 'the theme falls back to its English message');
  assert.equal(untranslated, englishIds);
  assert.not.ok(
    mergeWords({ ...layers, site: { [englishIds[0]]: 'translated' } }).untranslated.includes(englishIds[0]),
  );
});

merge.run();

const leftEnglish = suite('what a build says of the words left in English');

leftEnglish('nothing when every word is translated, as in English', () => {
  assert.is(wordsLeftEnglish({ locale: { name: 'fr' }, untranslated: [] }), null);
});

leftEnglish('the locale, how many words, the first few, and where to translate them', () => {
  const message = wordsLeftEnglish({ locale: { name: 'sw' }, untranslated: englishIds.slice(0, 5) });
  assert.is(
    message,
    `the theme has no translation into sw of 5 words, left in English (${englishIds.slice(0, 3).join(', ')}, …): add them to i18n/sw/code.json`,
  );
  assert.is(
    wordsLeftEnglish({ locale: { name: 'sw' }, untranslated: ['theme.docs.paginator.next'] }),
    'the theme has no translation into sw of 1 word, left in English (theme.docs.paginator.next): add it to i18n/sw/code.json',
  );
});

leftEnglish('a language with no translation at all is said once, as a whole', () => {
  assert.is(
    wordsLeftEnglish({ locale: { name: 'sw' }, untranslated: englishIds }),
    "the theme's words have no translation into sw, so they stay English: translate them in i18n/sw/code.json (sitegen's src/i18n/en.json lists them)",
  );
});

leftEnglish.run();

const shipped = suite('the translations sitegen ships');

shipped('one file for each language Docusaurus translates', () => {
  assert.equal(ownLocales.sort(), docusaurusLocales.sort());
});

for (const locale of ownLocales)
  shipped(`${locale}: every sitegen word, the same placeholders as English, no word of Docusaurus's replaced`, () => {
    const own = ownFile(locale);
    const ownIds = englishIds.filter((id) => id.startsWith('sitegen.'));
    assert.equal(
      ownIds.filter((id) => !(id in own)),
      [],
      'words without a translation',
    );
    const layers = shippedWords(locale)!;
    for (const [id, message] of Object.entries(own)) {
      assert.ok(id in englishWords, `${id} is not a word of the theme`);
      assert.ok(
        id.startsWith('sitegen.') ||
          layers.docusaurus[id] === undefined ||
          layers.docusaurus[id] === layers.docusaurusEnglish[id],
        `${id} is translated by Docusaurus already`,
      );
      assert.equal(placeholders(message), placeholders(englishWords[id]), `the placeholders of ${id}`);
    }
    assert.equal(mergeWords({ ...layers, site: {} }).untranslated, [], 'words left in English');
  });

shipped('the Control key is named as the language’s keyboards name it', () => {
  assert.is(shippedTranslations('de')['sitegen.SearchBar.shortcut'], 'Strg K');
  assert.is(shippedTranslations('fr')['sitegen.SearchBar.shortcut'], 'Ctrl K');
});

shipped('a language tag finds its translation by locale, script or language; English needs none', () => {
  const menu = (tag: string) => shippedWords(tag)?.own['sitegen.menu.open'];
  assert.is(menu('zh'), ownFile('zh-Hans')['sitegen.menu.open']);
  assert.is(menu('zh-CN'), ownFile('zh-Hans')['sitegen.menu.open']);
  assert.is(menu('zh-TW'), ownFile('zh-Hant')['sitegen.menu.open']);
  assert.is(menu('pt'), ownFile('pt-BR')['sitegen.menu.open']);
  assert.is(menu('pt-PT'), ownFile('pt-PT')['sitegen.menu.open']);
  assert.is(shippedWords('en-GB'), null);
  assert.equal(shippedWords('sw'), { docusaurus: {}, docusaurusEnglish: {}, own: {} });
});

shipped.run();

const source = suite('the English words');

/** Every word the theme's templates, the browser's script and the admonitions show with its English message, by id. */
function wordsInCode(): Map<string, string[]> {
  const found = new Map<string, string[]>(Object.values(admonitionKinds).map(({ id, english }) => [id, [english]]));
  for (const folder of ['templates', 'src/client'])
    for (const file of listFiles(path.join(repoRoot, folder)).filter((name) => /\.tsx?$/.test(name))) {
      const code = readFileSync(path.join(repoRoot, folder, file), 'utf8');
      for (const [, id, message] of code.matchAll(
        /\b(?:translate|translateWith|word)\(\s*(?:site,\s*)?'([\w.]+)',\s*'((?:[^'\\]|\\.)*)'/g,
      ))
        found.set(id, [...(found.get(id) ?? []), message]);
    }
  return found;
}

source("the templates, the browser's script and the admonitions say each word as src/i18n/en.json does", () => {
  const inCode = wordsInCode();
  assert.ok(inCode.has('sitegen.menu.open') && inCode.has('theme.docs.paginator.next'), 'the words were found');
  for (const [id, messages] of inCode)
    for (const message of messages) assert.is(message, englishWords[id], `${id} in the code and in en.json`);
  assert.equal(
    englishIds.filter((id) => !inCode.has(id)),
    [],
    'words of en.json nothing shows',
  );
});

source('a script gets the translations of the words it and its chunks show, in place of its placeholder', () => {
  const strings = {
    'theme.CodeBlock.copy': 'Copier',
    'sitegen.loading.failed': 'Échec',
    'theme.SearchBar.label': 'Chercher',
  };
  const script = 'var t={"sitegen:words":""};w("theme.CodeBlock.copy","Copy")';
  assert.is(
    withTranslatedWords(script, strings, ['w("sitegen.loading.failed","Failed")']),
    'var t={"theme.CodeBlock.copy":"Copier","sitegen.loading.failed":"Échec"};w("theme.CodeBlock.copy","Copy")',
  );
  assert.is(withTranslatedWords(script, {}), script, 'an English script stays as it is');
  assert.throws(() => withTranslatedWords('w("theme.CodeBlock.copy")', strings), /placeholder/);
});

source.run();
