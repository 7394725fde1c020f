// The box above a long table of contents: typing narrows the list to the entries holding the text, with the
// sections and groups they are in; Enter follows the first one, Escape empties the box.

/** Shows the page's filter boxes, which the HTML holds hidden, and makes them work. */
export function setUpTocFilters(): void {
  for (const input of document.querySelectorAll<HTMLInputElement>('input.toc-filter[hidden]')) {
    const list = input.nextElementSibling as HTMLElement;
    input.hidden = false;
    input.addEventListener('input', () => narrow(list, input.value));
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && input.value) {
        input.value = '';
        narrow(list, '');
      } else if (event.key === 'Enter') {
        event.preventDefault();
        list.querySelector<HTMLAnchorElement>('li[data-match] a')?.click();
      }
    });
  }
}

/** Hides each entry that neither holds `text` nor holds an entry that does. */
function narrow(list: HTMLElement, text: string): void {
  const wanted = text.trim().toLowerCase();
  const shown = new Set<Element>();
  // The entries holding the current one, shallowest first: the last seen at each lower level.
  const holders: Array<{ depth: number; item: Element }> = [];
  for (const item of list.children) {
    const depth = Number(/toc-depth-(\d)/.exec(item.className)?.[1]);
    while (holders.length && holders[holders.length - 1].depth >= depth) holders.pop();
    const matches = wanted !== '' && item.textContent!.toLowerCase().includes(wanted);
    item.toggleAttribute('data-match', matches);
    if (matches) for (const entry of [...holders.map((h) => h.item), item]) shown.add(entry);
    holders.push({ depth, item });
  }
  for (const item of list.children) (item as HTMLElement).hidden = wanted !== '' && !shown.has(item);
}
