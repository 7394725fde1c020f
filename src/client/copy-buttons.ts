// The copy buttons of code blocks, loaded by the pages that have code blocks. It is handed the runtime's `word`, so
// that it shares no module with the runtime (which would be a file of its own for every page to load).
import type { word as Word } from './words.js';

let word: typeof Word;
let listening = false;

/** Adds a copy button to each code block of the page, and from the first call on copies on their clicks. */
export function setUpCopyButtons(runtimeWord: typeof Word): void {
  word = runtimeWord;
  if (!listening) listenForCopy();
  listening = true;
  addCopyButtons();
}

function addCopyButtons(): void {
  document.querySelectorAll<HTMLElement>('#sg-content .code-block').forEach((block) => {
    if (block.querySelector('.copy-button')) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = word('theme.CodeBlock.copy', 'Copy');
    button.setAttribute('aria-label', word('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard'));
    block.append(button);
  });
}

/** One delegated listener serves the copy buttons of every page, including pages swapped in later. */
function listenForCopy(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest?.('.copy-button');
    if (!(button instanceof HTMLButtonElement)) return;
    const code = button.closest('.code-block')?.querySelector('code');
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.innerText.replace(/\n$/, ''));
      button.textContent = word('theme.CodeBlock.copied', 'Copied');
    } catch {
      button.textContent = word('sitegen.CodeBlock.copyByHand', 'Press Ctrl+C');
      const range = document.createRange();
      range.selectNodeContents(code);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }
    button.classList.add('copied');
    setTimeout(() => {
      button.textContent = word('theme.CodeBlock.copy', 'Copy');
      button.classList.remove('copied');
    }, 2000);
  });
}
