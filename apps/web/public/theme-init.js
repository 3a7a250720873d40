/* global window, document */
// Runs before the app (and before first paint) so the page never flashes the wrong theme.
// Keep the storage key and values in step with src/lib/theme.ts.
(function () {
  var theme = 'system';
  try {
    var stored = window.localStorage.getItem('assay-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch {
    // Storage blocked: follow the system preference.
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
