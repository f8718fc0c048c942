// The page-wide script of interactive pages, in plain DOM so pages without islands load no framework: loading bar
// (also while the next page loads), toasts, the quick theme control and the header menus, developer mode after five
// logo clicks, scroll to top, and what happens after a new build (an offer to reload; one reload on a lost chunk).
import { countLogoClick, DEVELOPER_MODE_KEY } from '../shared/stores/developer-mode.ts';
import { loading } from '../shared/stores/loading.ts';
import { addToast } from '../shared/stores/toasts.ts';
import { closeMenusOutside } from './header-menus.ts';
import { mountLoadingBar } from './loading-bar.ts';
import { onPageLeave } from './page-leave.ts';
import { enhanceThemeToggle } from './theme-toggle.ts';
import { offerReload, reloadOnLazyLoadFailure, watchForNewBuild } from './build-updates.ts';
import { mountToasts } from './toast-list.ts';

/** This page's build, compiled in by the build-id integration (site/integrations/build-id.ts). */
declare const __KILN_BUILD_ID__: string;

const region = document.querySelector<HTMLElement>('ol.toasts');
const template = document.querySelector<HTMLTemplateElement>('#toast-template');
if (region && template) mountToasts(region, template, region.dataset.copied ?? '');
const bar = document.querySelector<HTMLElement>('.loading-bar');
if (bar) mountLoadingBar(bar);
// While the next page loads the bar runs as for any other wait, until this page is gone.
onPageLeave(() => loading.set(loading.get() + 1));
const header = document.querySelector<HTMLElement>('.site-header');
if (header) closeMenusOutside(header);
const themeToggle = document.querySelector<HTMLFormElement>('form.theme-form');
if (themeToggle) enhanceThemeToggle(themeToggle);
reloadOnLazyLoadFailure();
const updateNotice = document.querySelector<HTMLElement>('.update-notice');
const updateTemplate = document.querySelector<HTMLTemplateElement>('#update-template');
if (updateNotice && updateTemplate) watchForNewBuild(__KILN_BUILD_ID__, () => offerReload(updateNotice, updateTemplate));

// Tools meant for members are shown to anyone in developer mode (spec §6: members and developer mode copy version IDs).
if (localStorage.getItem(DEVELOPER_MODE_KEY) === 'true') {
  for (const tool of document.querySelectorAll<HTMLElement>('[data-developer-only]')) tool.hidden = false;
}

document.querySelector('a.logo')?.addEventListener('click', (event) => {
  if (location.pathname === '/') event.preventDefault();
  const toggled = countLogoClick();
  const title = toggled ? region?.dataset.developerOn : region?.dataset.developerOff;
  if (toggled !== null && title) addToast({ type: 'success', title });
});

// A page the browser replays from its cache (back, forward) was left mid-navigation: the bar finishes, and the page
// starts at the top as after any page transition (spec: scroll to top).
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  loading.set(0);
  if (!location.hash) window.scrollTo(0, 0);
});
