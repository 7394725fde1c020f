/** A navigation shows the progress bar only when it takes longer than this (the spec's constant). */
export const PROGRESS_DELAY_MS = 1000;
/** When loading stays slow, a spinner joins the bar this long after the navigation started. */
export const SPINNER_DELAY_MS = 3000;

/** Shows the progress bar and then the spinner while a navigation is slow; `done` removes both. */
export function trackLoading(): { done(): void } {
  const bar = document.getElementById('sg-progress');
  let spinner: HTMLElement | null = null;
  const barTimer = setTimeout(() => {
    if (!bar) return;
    bar.classList.remove('done');
    bar.hidden = false;
  }, PROGRESS_DELAY_MS);
  const spinnerTimer = setTimeout(() => {
    spinner = document.createElement('div');
    spinner.className = 'spinner';
    spinner.setAttribute('role', 'status');
    spinner.setAttribute('aria-label', 'Loading the page');
    document.body.append(spinner);
  }, SPINNER_DELAY_MS);

  return {
    done() {
      clearTimeout(barTimer);
      clearTimeout(spinnerTimer);
      spinner?.remove();
      if (bar && !bar.hidden) {
        bar.classList.add('done');
        setTimeout(() => {
          if (bar.classList.contains('done')) bar.hidden = true;
        }, 450);
      }
    },
  };
}

/** The error box over the still-visible previous page: the message, Retry (a full load of the target) and Dismiss. */
export function showLoadError(target: string, error: unknown): void {
  document.querySelector('.load-error')?.remove();
  const box = document.createElement('div');
  box.className = 'load-error';
  box.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = `This page could not be loaded: ${error instanceof Error ? error.message : String(error)}.`;
  const actions = document.createElement('div');
  actions.className = 'load-error-actions';
  const retry = button('Retry', 'button button-primary', () => window.location.assign(target));
  const dismiss = button('Dismiss', 'button button-secondary', () => box.remove());
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
