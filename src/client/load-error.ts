// The box a failed navigation shows, loaded when one fails: most readers never see it. It is handed the runtime's
// `word`, so that it shares no module with the runtime (which would be a file of its own for every page to load).
import type { word as Word } from './words.js';

/** The error box over the still-visible previous page: the message, Retry (a full load of the target) and Dismiss. */
export function showLoadError(target: string, error: unknown, word: typeof Word): void {
  document.querySelector('.load-error')?.remove();
  const box = document.createElement('div');
  box.className = 'load-error';
  box.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = word('sitegen.loading.failed', 'This page could not be loaded: {error}.', {
    error: error instanceof Error ? error.message : String(error),
  });
  const actions = document.createElement('div');
  actions.className = 'load-error-actions';
  const retry = button(word('theme.ErrorPageContent.tryAgain', 'Retry'), 'button button-primary', () =>
    window.location.assign(target),
  );
  const dismiss = button(word('sitegen.loading.dismiss', 'Dismiss'), 'button button-secondary', () => box.remove());
  actions.append(retry, dismiss);
  box.append(message, actions);
  document.body.append(box);
  retry.focus();
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}
