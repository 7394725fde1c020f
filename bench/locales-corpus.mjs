// Generates a site in four languages for the benchmark: the 1,000 pages of bench/corpus.mjs in English, the default
// locale, and a translation of every page into French, German and Japanese, in Docusaurus's layout
// (i18n/<locale>/docusaurus-plugin-content-docs/current/<the English page's path>).
//
//   node bench/locales-corpus.mjs            # prints the folder (cached under bench/out/)
//   node bench/locales-corpus.mjs /tmp/site  # writes into /tmp/site (replaced if it exists)
//
// A translation swaps the prose's words for the language's, word for word from a small dictionary, so that each
// locale's search index holds words of its own; Japanese is written without spaces, as the language is, for search
// to split it. Headings, links, inline code and code blocks stay as they are: every anchor and link still resolves.
// The blog posts are not translated, so each locale shows them in English.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS_VERSION, docPage, ensureGenerated, writeCorpus, writeDocPages } from './corpus.mjs';

/** Bump when the generated content changes, so cached sites are regenerated. */
const LOCALES_VERSION = 1;

export const PAGES = 1000;
export const LOCALES = ['en', 'fr', 'de', 'ja'];

// The words of bench/corpus.mjs's prose, in its order, then its connectors; each language's, in the same order.
const ENGLISH = (
  'the site build page route content folder file option value default setting template theme component link anchor heading ' +
  'output cache server client browser request response version release plugin module package script command flag environment ' +
  'variable path pattern glob include exclude order priority label title description sidebar category item entry section ' +
  'markdown table list code block language syntax highlight render bundle asset image font style sheet layout grid column ' +
  'production preview draft author date tag feed sitemap redirect header footer navbar search index query result error warning'
)
  .split(' ')
  .concat(['when', 'because', 'so that', 'unless', 'while', 'after', 'before', 'and', 'but', 'although']);

const WORDS = {
  fr:
    'le|site|compilation|page|route|contenu|dossier|fichier|option|valeur|défaut|réglage|gabarit|thème|composant|lien|ancre|intertitre|' +
    'sortie|antémémoire|serveur|client|navigateur|requête|réponse|version|parution|greffon|module|paquet|script|commande|drapeau|environnement|' +
    'variable|chemin|motif|joker|inclure|exclure|ordre|priorité|libellé|titre|description|barre|catégorie|élément|entrée|section|' +
    'markdown|tableau|liste|code|bloc|langue|syntaxe|coloration|rendu|lot|ressource|image|police|style|feuille|disposition|grille|colonne|' +
    'production|aperçu|brouillon|auteur|date|étiquette|flux|plan|redirection|entête|pied|navigation|recherche|index|interrogation|résultat|erreur|avertissement|' +
    'quand|car|afin que|sauf si|tandis que|après|avant|et|mais|bien que',
  de:
    'die|Website|Erstellung|Seite|Route|Inhalt|Ordner|Datei|Option|Wert|Standard|Einstellung|Vorlage|Thema|Komponente|Verweis|Anker|Überschrift|' +
    'Ausgabe|Zwischenspeicher|Server|Client|Browser|Anfrage|Antwort|Version|Veröffentlichung|Erweiterung|Modul|Paket|Skript|Befehl|Schalter|Umgebung|' +
    'Variable|Pfad|Muster|Platzhalter|einschließen|ausschließen|Reihenfolge|Vorrang|Beschriftung|Titel|Beschreibung|Seitenleiste|Kategorie|Element|Eintrag|Abschnitt|' +
    'Markdown|Tabelle|Liste|Quelltext|Block|Sprache|Syntax|Hervorhebung|Darstellung|Bündel|Ressource|Bild|Schrift|Stil|Blatt|Aufbau|Raster|Spalte|' +
    'Produktion|Vorschau|Entwurf|Autor|Datum|Schlagwort|Nachrichtenfeed|Seitenübersicht|Weiterleitung|Kopfzeile|Fußzeile|Navigationsleiste|Suche|Verzeichnis|Suchanfrage|Ergebnis|Fehler|Warnung|' +
    'wenn|weil|damit|außer|während|nachdem|bevor|und|aber|obwohl',
  ja:
    'その|サイト|ビルド|ページ|ルート|コンテンツ|フォルダー|ファイル|オプション|値|既定|設定|テンプレート|テーマ|コンポーネント|リンク|アンカー|見出し|' +
    '出力|キャッシュ|サーバー|クライアント|ブラウザー|要求|応答|バージョン|リリース|プラグイン|モジュール|パッケージ|スクリプト|コマンド|フラグ|環境|' +
    '変数|パス|パターン|グロブ|含める|除外|順序|優先度|ラベル|題名|説明|サイドバー|カテゴリー|項目|エントリー|節|' +
    'マークダウン|表|一覧|コード|ブロック|言語|構文|強調|描画|バンドル|アセット|画像|フォント|スタイル|シート|レイアウト|グリッド|列|' +
    '本番|プレビュー|下書き|著者|日付|タグ|フィード|サイトマップ|転送|ヘッダー|フッター|ナビゲーション|検索|索引|クエリ|結果|エラー|警告|' +
    'とき|ので|ように|でなければ|間に|後に|前に|と|しかし|けれども',
};

const dictionaries = Object.fromEntries(
  Object.entries(WORDS).map(([locale, text]) => {
    const words = text.split('|');
    if (words.length !== ENGLISH.length) throw new Error(`the ${locale} dictionary has ${words.length} words, not ${ENGLISH.length}`);
    return [locale, new Map(ENGLISH.map((english, k) => [english, words[k]]))];
  }),
);
// Longest first, so that "so that" is one connector and not "so" and "that".
const englishWord = new RegExp(`\\b(${[...ENGLISH].sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');
// Links and inline code, which keep their words.
const kept = /(\[[^\]]*\]\([^)]*\)|`[^`]*`)/;
const cjk = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー';
const spaceInCjk = new RegExp(`(?<=[${cjk}]) +(?=[${cjk}])`, 'gu');
const stopAfterCjk = new RegExp(`(?<=[${cjk}])\\.(?= |$)`, 'gmu');

function translateProse(text, locale) {
  const words = dictionaries[locale];
  const swapped = text
    .split(kept)
    .map((part, k) =>
      k % 2 ? part : part.replace(englishWord, (word) => {
        const translated = words.get(word.toLowerCase());
        return word[0] === word[0].toUpperCase() ? translated[0].toUpperCase() + translated.slice(1) : translated;
      }),
    )
    .join('');
  return locale === 'ja' ? swapped.replace(stopAfterCjk, '。').replace(/。 /g, '。').replace(spaceInCjk, '') : swapped;
}

/** A doc page in `locale`: its description and prose translated, its front matter's title, headings and code kept. */
export function translatePage(body, locale) {
  let inCode = false;
  let inFrontMatter = false;
  return body
    .split('\n')
    .map((line, k) => {
      if (line === '---' && (k === 0 || inFrontMatter)) inFrontMatter = k === 0;
      else if (line.startsWith('```')) inCode = !inCode;
      else if (inFrontMatter) return line.startsWith('description: ') ? line.replace(/"(.*)"/, (_, text) => JSON.stringify(translateProse(text, locale))) : line;
      else if (!inCode && !line.startsWith('#')) return translateProse(line, locale);
      return line;
    })
    .join('\n');
}

/** The folder of a locale's translated docs, relative to the site, as Docusaurus lays them out. */
export const translatedDocs = (locale) => path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current');

/** Writes the site into `dir`, replacing what is there. Returns the number of files written. */
export function writeLocalesCorpus(dir, pages = PAGES) {
  let files = writeCorpus(pages, dir, { locales: LOCALES });
  for (const locale of LOCALES.slice(1)) {
    mkdirSync(path.join(dir, translatedDocs(locale)), { recursive: true });
    const translated = (function* () {
      for (let i = 0; i < pages; i++) {
        const { info, body } = docPage(i, pages);
        yield { info, body: translatePage(body, locale) };
      }
    })();
    writeDocPages(path.join(dir, translatedDocs(locale)), translated);
    files += pages;
  }
  return files;
}

/** The folder of the cached site under bench/out/, generated only when missing or outdated. */
export function ensureLocalesCorpus() {
  const meta = { version: CORPUS_VERSION, locales: LOCALES_VERSION, languages: LOCALES, pages: PAGES };
  return ensureGenerated(`locales-${LOCALES.join('-')}-${PAGES}`, meta, (dir) => writeLocalesCorpus(dir));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2]) {
    const started = performance.now();
    const files = writeLocalesCorpus(path.resolve(process.argv[2]));
    console.log(`wrote ${files} files to ${path.resolve(process.argv[2])} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  } else {
    const { dir, generated, seconds } = ensureLocalesCorpus();
    console.log(generated ? `generated ${dir} in ${seconds.toFixed(2)} s` : `${dir} (cached)`);
  }
}
