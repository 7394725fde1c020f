import type { UserConfig } from '../config/types.js';
import { inlineHtml } from '../config/inline-html.js';
import { isCssColour } from '../config/announcement-bar.js';
import type { Loose } from './load.js';
import type { TakeNote } from './report.js';

/** `themeConfig.colorMode` as sitegen's `colorMode`, or nothing when it keeps the defaults. */
export function colorModeOf(themeConfig: Loose): UserConfig['colorMode'] {
  const colorMode: Loose = themeConfig.colorMode ?? {};
  if (!colorMode.defaultMode && colorMode.respectPrefersColorScheme === undefined && !colorMode.disableSwitch)
    return undefined;
  return {
    ...(colorMode.defaultMode === 'dark' || colorMode.defaultMode === 'light'
      ? { defaultMode: colorMode.defaultMode }
      : {}),
    ...(typeof colorMode.respectPrefersColorScheme === 'boolean'
      ? { respectPrefersColorScheme: colorMode.respectPrefersColorScheme }
      : {}),
    ...(colorMode.disableSwitch === true ? { disableSwitch: true } : {}),
  };
}

/**
 * `themeConfig.announcementBar` as sitegen's, or nothing without one. What sitegen's check refuses of its HTML
 * (a script, an event handler) is left out, and so is a colour that is not a plain CSS colour, each with a note.
 */
export function announcementBarOf(themeConfig: Loose, note: TakeNote): UserConfig['announcementBar'] {
  const bar: Loose | undefined = themeConfig.announcementBar;
  if (typeof bar?.content !== 'string') return undefined;
  const { html, refused } = inlineHtml(bar.content);
  if (refused.length > 0)
    note(
      'themeConfig.announcementBar.content',
      `sitegen publishes no HTML that could run script or load something; left out: ${refused.join(', ')}`,
      'check the announcement in site.config.ts',
    );
  const announcementBar: NonNullable<UserConfig['announcementBar']> = {
    ...(typeof bar.id === 'string' ? { id: bar.id } : {}),
    content: html,
    ...(typeof bar.isCloseable === 'boolean' ? { isCloseable: bar.isCloseable } : {}),
  };
  for (const key of ['backgroundColor', 'textColor'] as const) {
    if (bar[key] === undefined) continue;
    if (isCssColour(bar[key])) announcementBar[key] = bar[key];
    else
      note(
        `themeConfig.announcementBar.${key}`,
        `${JSON.stringify(bar[key])} is not a plain CSS colour`,
        `set announcementBar.${key} in site.config.ts`,
      );
  }
  return announcementBar;
}
