// The browser runtime; loaded as a deferred module, so it never blocks rendering.
document.documentElement.classList.add('js');
