// How a query's words are read and its sections ranked, on plain data: which words a query must have, and the
// sections shown when no section has them all.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { candidates, MATCH_WEIGHT, queryTerms } from '../../src/client/search/match.js';
import { rank, type Hits } from '../../src/client/search/rank.js';
import { searchWords, wordSpansIn } from '../../src/shared/search-tokens.js';

/** A word's hits: sections by id, each list at a score. */
const hits = (...lists: Array<[score: number, ids: number[]]>): Hits[] =>
  lists.map(([score, ids]) => ({ score, ids: () => ids }));

const ranking = suite('ranking sections');

ranking('sections with every required word come first, and alone: others are left out', () => {
  const ranked = rank([hits([10, [1, 4]], [1, [2]]), hits([6, [2, 4, 5]])], 2, 10, 10);
  assert.equal(
    ranked.map(({ id, wordsFound }) => [id, wordsFound]),
    [
      [4, 2],
      [2, 2],
    ],
  );
  assert.equal(
    ranked.map((r) => r.score),
    [16, 7],
  );
});

ranking('when no section has every word, those with the most words come first, then by score', () => {
  // Section 3 has two of the three words at a low score; 1 and 7 one each, at higher ones.
  const ranked = rank([hits([10, [1]], [1, [3]]), hits([1, [3]]), hits([6, [7]])], 3, 10, 10);
  assert.equal(
    ranked.map(({ id, wordsFound, score }) => [id, wordsFound, score]),
    [
      [3, 2, 2],
      [1, 1, 10],
      [7, 1, 6],
    ],
  );
  assert.equal(
    rank([hits([10, [1]]), hits()], 2, 10, 10),
    [{ id: 1, score: 10, wordsFound: 1 }],
    'a word found nowhere',
  );
});

ranking('a stop word after the required words neither keeps a section out nor makes one of its own', () => {
  // As a stop word found in a title scores: less than a required word in a heading.
  const stopWord = hits([MATCH_WEIGHT.stopWord * 10, [2, 8]]);
  assert.equal(
    rank([hits([6, [1]], [1, [2, 3]]), stopWord], 1, 10, 10).map((r) => r.id),
    [1, 2, 3],
    'section 2 gains a little from the stop word, not as much as 1 from a heading, and 8 has only the stop word',
  );
  assert.equal(
    rank([hits([6, [1]]), hits([6, [5]]), stopWord], 2, 10, 10).map((r) => r.id),
    [1, 5],
    'without every word, sections with only stop words are no results either',
  );
});

ranking('only the best `limit` sections are kept, ties to the earlier section', () => {
  const ranked = rank([hits([1, [9, 3, 5]]), hits([1, [5, 9, 3]])], 2, 10, 2);
  assert.equal(
    ranked.map((r) => r.id),
    [3, 5],
  );
});

const words = suite('the words of a query');

words('an English contraction is one word, with a straight or a curly apostrophe or none', () => {
  for (const query of ["Doesn't launch", 'doesn’t launch', 'DOESNT launch'])
    assert.equal(searchWords(query, 'en'), ['doesnt', 'launch'], query);
  assert.equal(searchWords("it's we'll they've I'm you'd we're", 'en'), [
    'its',
    'well',
    'theyve',
    'im',
    'youd',
    'were',
  ]);
  assert.equal(
    searchWords("'quoted' rock'n'roll", 'en'),
    ['quoted', 'rock', 'n', 'roll'],
    'other apostrophes part words',
  );
});

words('an elided article stays a word apart, as French and Italian write them', () => {
  assert.equal(searchWords("l'écran d’accord dell'app", 'fr'), ['l', 'ecran', 'd', 'accord', 'dell', 'app']);
});

words('a contraction is marked whole, as written', () => {
  const text = 'It doesn’t launch';
  assert.equal(
    [...wordSpansIn(text, 'en')].map(({ start, end, word }) => [text.slice(start, end), word]),
    [
      ['It', 'it'],
      ['doesn’t', 'doesnt'],
      ['launch', 'launch'],
    ],
  );
});

words('in English, stop words come last and need not match, unless the query has nothing else', () => {
  assert.equal(queryTerms('How do I launch the game?', 'en'), {
    terms: ['launch', 'game', 'how', 'do', 'the'],
    required: 2,
  });
  assert.equal(queryTerms('how to', 'en-GB'), { terms: ['how', 'to'], required: 2 });
  assert.equal(queryTerms('a', 'en'), { terms: [], required: 0 }, 'one letter is too short to search');
});

words('other languages have no stop words: every word is needed', () => {
  assert.equal(queryTerms('was die Katze in the house will', 'de'), {
    terms: ['was', 'die', 'katze', 'in', 'the', 'house', 'will'],
    required: 7,
  });
});

words('a stop word means itself alone, and is never what another word means by prefix or typo', () => {
  const vocabulary = ['the', 'theme', 'then', 'with', 'wish', 'from', 'forms'];
  const stopWords = new Set(['the', 'then', 'with', 'from']);
  assert.equal(candidates('the', vocabulary, stopWords, true), [['the', MATCH_WEIGHT.stopWord]]);
  assert.equal(candidates('with', vocabulary, stopWords, true), [['with', MATCH_WEIGHT.stopWord]]);
  assert.equal(candidates('them', vocabulary, stopWords, true), []);
  assert.equal(
    candidates('with', vocabulary, stopWords),
    [
      ['with', MATCH_WEIGHT.exact],
      ['wish', MATCH_WEIGHT.typo],
    ],
    'in a query of stop words alone, typos and all',
  );
  assert.equal(candidates('form', vocabulary, stopWords), [['forms', MATCH_WEIGHT.prefix]]);
  assert.equal(candidates('form', vocabulary), [
    ['from', MATCH_WEIGHT.typo],
    ['forms', MATCH_WEIGHT.prefix],
  ]);
});

ranking.run();
words.run();
