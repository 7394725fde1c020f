import type { Author, SiteData } from 'sitegen-cli';

const platformNames: Record<string, string> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  twitch: 'Twitch',
  youtube: 'YouTube',
};

/** An author's profiles elsewhere, as `authors.yml` lists them under `socials`. */
export function AuthorSocials({ author }: { author: Author }) {
  if (!author.socials?.length) return null;
  return (
    <ul className="author-socials">
      {author.socials.map(({ platform, url }) => (
        <li key={platform}>
          <a href={url} rel="me noopener noreferrer" target="_blank">
            {platformNames[platform.toLowerCase()] ?? platform}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** An author's picture, decoration beside their name: on the site under its base URL, or anywhere else. */
export function AuthorAvatar({ site, imageUrl, size }: { site: SiteData; imageUrl: string; size: number }) {
  return (
    <img
      className="avatar"
      src={imageUrl.startsWith('/') ? site.withBase(imageUrl) : imageUrl}
      alt=""
      width={size}
      height={size}
    />
  );
}
