/**
 * The kinds of box (`:::tip`, `<Admonition type="tip">`), each with the id of its name among the theme's words
 * (Docusaurus's, and sitegen's own for the kind Docusaurus lacks) and its English.
 */
export const admonitionKinds: Record<string, { id: string; english: string }> = {
  note: { id: 'theme.admonition.note', english: 'Note' },
  tip: { id: 'theme.admonition.tip', english: 'Tip' },
  info: { id: 'theme.admonition.info', english: 'Info' },
  warning: { id: 'theme.admonition.warning', english: 'Warning' },
  caution: { id: 'theme.admonition.caution', english: 'Caution' },
  danger: { id: 'theme.admonition.danger', english: 'Danger' },
  important: { id: 'sitegen.admonition.important', english: 'Important' },
};

/** Each kind's name in the language of `words` (the theme's words, by id), in English where they have none. */
export function admonitionLabels(words: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(admonitionKinds).map(([kind, { id, english }]) => [kind, words[id] ?? english]),
  );
}
