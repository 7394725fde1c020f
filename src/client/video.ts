/**
 * Videos arrive as a link drawn like a player (`a.video-facade-link[data-embed]`): nothing is fetched from the
 * video host until the reader presses play, when the link gives way to the embedded player. The runtime imports
 * this module on pages with one: the import alone sets up the one listener all such links share.
 */
document.addEventListener('click', (event) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a.video-facade-link[data-embed]');
  const src = link && embedUrl(link.dataset.embed!);
  if (!link || !src) return;
  event.preventDefault();
  const player = document.createElement('iframe');
  player.className = 'video';
  player.src = src;
  player.title = link.dataset.title || link.textContent?.trim() || 'Video';
  player.allow = 'autoplay; encrypted-media; picture-in-picture';
  player.allowFullscreen = true;
  link.replaceWith(player);
  player.focus();
});

/** The player's address, only when it is an https page: content must never make the browser run a `javascript:` URL. */
function embedUrl(value: string): string | null {
  try {
    const url = new URL(value, location.href);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export {};
