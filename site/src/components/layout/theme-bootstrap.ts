// The theme bootstrap: applies the saved theme (and advancedRendering off) before first paint so no page flashes the
// wrong colours or effects, and keeps "system" following the OS while the page is open. Plain JS in a string because
// it runs inline, before any bundle; the header menu calls it again (kilnApplyTheme) after writing the cookie. Its hash is allowed by the
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
      var saved = cookie('cosmetics');
      var cosmetics = saved ? JSON.parse(saved) : { preferredDarkTheme: 'dark' };
      var wanted = cosmetics.preferredDarkTheme;
      if (['dark', 'oled', 'retro'].indexOf(wanted) >= 0) dark = wanted;
      else if (!warned) {
        console.warn(wanted === undefined || wanted === null ? 'Preferred dark theme is not set; using dark.'
          : 'Preferred dark theme "' + wanted + '" is not one of dark, oled, retro; using dark.');
        warned = true;
      }
      root.classList.toggle('rendering-basic', cosmetics.advancedRendering === false);
    } catch (e) {}
    var theme = preference === 'system' ? (light.matches ? 'light' : dark) : preference;
    root.classList.remove('light-mode', 'dark-mode', 'oled-mode', 'retro-mode');
    root.classList.add(theme + '-mode');
    root.style.colorScheme = theme === 'light' ? 'light' : 'dark';
    root.setAttribute('data-theme-preference', preference);
    root.setAttribute('data-dark-theme', dark);
  }
  apply();
  light.addEventListener('change', apply);
  window.kilnApplyTheme = apply;
})();`;
