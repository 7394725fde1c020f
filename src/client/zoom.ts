/**
 * A large image in a doc is a link to its file (`a.image-zoom`), which works without this script: here a click, or
 * Enter on the focused link, opens the image in a dialog instead, which Escape, a click or its button closes,
 * giving focus back to the link. The link carries the button's name in the page's language.
 */
document.addEventListener('click', (event) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('#sg-content a.image-zoom');
  const image = link?.querySelector('img');
  if (!link || !image) return;
  event.preventDefault();
  open(link, image);
});

function open(link: HTMLAnchorElement, image: HTMLImageElement): void {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', image.alt);
  dialog.style.cssText =
    'padding:0;border:0;background:transparent;max-width:96vw;max-height:96vh;overflow:visible;cursor:zoom-out';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', link.dataset.closeLabel ?? 'Close');
  close.style.cssText =
    'position:absolute;top:.5rem;right:.5rem;font-size:1.5rem;line-height:1;padding:.25rem .6rem;border-radius:4px;border:0;background:#000c;color:#fff;cursor:pointer';
  const full = document.createElement('img');
  full.src = link.href;
  full.alt = image.alt;
  full.style.cssText = 'display:block;max-width:96vw;max-height:96vh;width:auto;height:auto;object-fit:contain';
  dialog.append(full, close);
  // A click anywhere, the image or the backdrop around it, closes it, as Escape does; focus goes back to the link.
  dialog.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    link.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}

// A module for the runtime to import: the import alone sets the zoom up.
export {};
