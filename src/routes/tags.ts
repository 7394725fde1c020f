import type { Tag } from '../content/page.js';
import type { TagLetter, TagSummary } from './types.js';

/** Each tag of the items with how many have it and which, alphabetical by label: the blog's posts or a version's docs. */
export function collectTags<T>(items: T[], tagsOf: (item: T) => Tag[]): Array<TagSummary & { items: T[] }> {
  const tags = new Map<string, TagSummary & { items: T[] }>();
  for (const item of items) {
    for (const tag of tagsOf(item)) {
      const entry = tags.get(tag.permalink) ?? { ...tag, count: 0, items: [] };
      // A page naming a tag twice is listed once.
      if (entry.items.includes(item)) continue;
      entry.count++;
      entry.items.push(item);
      tags.set(tag.permalink, entry);
    }
  }
  return [...tags.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** Tags grouped by the first letter of their label, as Docusaurus's tags page lists them: letters in order. */
export function tagLetters(tags: TagSummary[]): TagLetter[] {
  const letters = new Map<string, TagSummary[]>();
  for (const tag of tags) {
    const letter = [...tag.label.trim()][0]?.toLocaleUpperCase() ?? '';
    letters.set(letter, [...(letters.get(letter) ?? []), tag]);
  }
  return [...letters]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, grouped]) => ({ letter, tags: [...grouped].sort((a, b) => a.label.localeCompare(b.label)) }));
}

/** The items' tags without their items: what a tags page lists. */
export function tagSummaries(tags: Array<TagSummary & { items: unknown[] }>): TagSummary[] {
  return tags.map(({ items: _, ...tag }) => tag);
}
