import type { KeyFailure } from './key-lines.js';
import type { HeadTagConfig, ResolvedConfig } from './types.js';

/** The head elements that have no content and no closing tag. */
export const voidElements = new Set(['base', 'link', 'meta']);

/**
 * The config's head tags, checked so that none can break the page: a name of letters, attributes whose names
 * HTML accepts, and script or style text that cannot end its own element.
 */
export function headTagsOf(tags: HeadTagConfig[], fail: KeyFailure): ResolvedConfig['headTags'] {
  return tags.map(({ tagName, attributes = {}, innerHTML }, i) => {
    const key = `headTags[${i}]`;
    if (!/^[a-z][a-z0-9-]*$/i.test(tagName))
      fail(`${key}.tagName`, `must be an element name such as "link" or "script", got ${JSON.stringify(tagName)}`, {
        hint: 'write the name alone, without < or >',
      });
    const name = tagName.toLowerCase();
    for (const attribute of Object.keys(attributes)) {
      if (!/^[^\s"'<>/=\u0000-\u001f]+$/.test(attribute))
        fail(`${key}.attributes`, `has an attribute name HTML cannot hold: ${JSON.stringify(attribute)}`, {
          hint: 'use plain names such as "rel", "href" or "data-domain"',
        });
    }
    if (innerHTML !== undefined && voidElements.has(name))
      fail(`${key}.innerHTML`, `cannot be given to a <${name}>, which has no content`, {
        hint: 'remove innerHTML, or put the content in an attribute',
      });
    if (
      innerHTML !== undefined &&
      (name === 'script' || name === 'style') &&
      new RegExp(`</${name}`, 'i').test(innerHTML)
    ) {
      fail(`${key}.innerHTML`, `holds "</${name}", which would end the element early`, {
        hint:
          name === 'script' ? 'write "<\\/" in strings instead of "</"' : 'remove the closing tag; give only the CSS',
      });
    }
    const givenAttributes = Object.entries(attributes).filter(
      (entry): entry is [string, string | true] => entry[1] !== false,
    );
    return { tagName: name, attributes: Object.fromEntries(givenAttributes), innerHTML: innerHTML ?? null };
  });
}
