import type { SiteData } from 'sitegen-cli';
import { CloseIcon } from '@theme/icons.js';
import { translate } from '@theme/translate.js';

/**
 * The config's `announcementBar`, above the navbar: a named landmark, as all of a page's content is in one. Its HTML
 * is what the config's check kept: text markup and safe links. The head script hides it before the first paint
 * once the reader has closed it, and closes it on a click on its button.
 */
export function AnnouncementBar({ site }: { site: SiteData }) {
  const bar = site.config.announcementBar;
  if (!bar) return null;
  return (
    <section
      className="announcement"
      id="announcement-bar"
      aria-label={translate(site, 'sitegen.AnnouncementBar.label', 'Announcement')}
      style={{ backgroundColor: bar.backgroundColor ?? undefined, color: bar.textColor ?? undefined }}
    >
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className="announcement-close"
          aria-label={translate(site, 'theme.AnnouncementBar.closeButtonAriaLabel', 'Close')}
        >
          <CloseIcon />
        </button>
      ) : null}
    </section>
  );
}
