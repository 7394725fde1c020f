import { Fragment, type ReactNode } from 'react';
import type { SiteData } from 'sitegen-cli';

/**
 * The theme's word for `id` in the site's language: its translation (Docusaurus's id, so a site's `code.json`
 * overrides it as in Docusaurus), else the English `message`. `{name}` placeholders take `values`.
 */
export function translate(
  site: SiteData,
  id: string,
  message: string,
  values: Record<string, string | number> = {},
): string {
  const text = site.config.i18n.strings[id] ?? message;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * One of a plural message's forms (`One post|{count} posts`), chosen by the language's plural rules, its
 * placeholders filled from `values`.
 */
export function plural(
  site: SiteData,
  forms: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const rules = new Intl.PluralRules(site.config.i18n.locale.htmlLang);
  const categories = rules.resolvedOptions().pluralCategories;
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((category) =>
    categories.includes(category as Intl.LDMLPluralRule),
  );
  const choices = forms.split('|');
  const chosen = choices[order.indexOf(rules.select(count))] ?? choices[choices.length - 1];
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name === 'count' ? String(count) : name in values ? String(values[name]) : whole,
  );
}

/**
 * The theme's words for `id` with elements in their placeholders (`For the latest, see the {link}.`): the text
 * around each placeholder, and the element in its place, in the language's order.
 */
export function translateWith(
  site: SiteData,
  id: string,
  message: string,
  parts: Record<string, ReactNode>,
): ReactNode[] {
  const text = site.config.i18n.strings[id] ?? message;
  return text
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== '')
    .map((piece, i) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && name in parts ? <Fragment key={i}>{parts[name]}</Fragment> : piece;
    });
}
