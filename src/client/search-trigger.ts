/**
 * Opens search from the navbar button, Ctrl+K / Cmd+K or "/". The dialog and the index load only then,
 * so pages never pay for search until it is used.
 */
export function setUpSearchTrigger(): void {
  const { searchModule, searchIndex } = document.documentElement.dataset;
  if (!searchModule || !searchIndex) return;
  const open = () =>
    import(searchModule).then((module: { openSearch(url: string): void }) => module.openSearch(searchIndex));
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('.search-button')) void open();
  });
  document.addEventListener('keydown', (event) => {
    const typing = (event.target as Element).closest?.('input, textarea, select, [contenteditable="true"]');
    // Caps Lock turns the key into "K".
    const controlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
    if (controlK || (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey)) {
      event.preventDefault();
      void open();
    }
  });
}
