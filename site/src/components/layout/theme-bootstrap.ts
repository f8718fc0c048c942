// The theme bootstrap: applies the saved theme before first paint so no page flashes the wrong colours, and keeps
// "system" following the OS while the page is open. Plain JS in a string because it runs inline, before any
// bundle; the header menu calls it again (kilnApplyTheme) after writing the cookie. Its hash is allowed by the
// Content-Security-Policy (astro.config.mjs), so it must stay byte-for-byte what the page inlines.
export const THEME_BOOTSTRAP = `(function () {
  var root = document.documentElement;
  var light = window.matchMedia('(prefers-color-scheme: light)');
  var warned = false;
  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : null;
  }
  function apply() {
    var preference = cookie('color-mode') || 'system';
    if (['system', 'light', 'dark', 'oled', 'retro'].indexOf(preference) < 0) preference = 'system';
    var dark = 'dark';
    try {
      var wanted = JSON.parse(cookie('cosmetics') || '{}').preferredDarkTheme;
      if (wanted !== undefined && wanted !== null) {
        if (['dark', 'oled', 'retro'].indexOf(wanted) >= 0) dark = wanted;
        else if (!warned) console.warn('Preferred dark theme "' + wanted + '" is not one of dark, oled, retro; using dark.');
        warned = true;
      }
    } catch (e) {}
    var theme = preference === 'system' ? (light.matches ? 'light' : dark) : preference;
    root.classList.remove('light-mode', 'dark-mode', 'oled-mode', 'retro-mode');
    root.classList.add(theme + '-mode');
    root.style.colorScheme = theme === 'light' ? 'light' : 'dark';
    root.setAttribute('data-theme-preference', preference);
  }
  apply();
  light.addEventListener('change', apply);
  window.kilnApplyTheme = apply;
})();`;
