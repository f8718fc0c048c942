// The site's developer feature flags with their defaults, listed read-only on /flags.
export interface FeatureFlag {
  key: string;
  defaultValue: boolean;
  description: string;
}

/** Where the browser keeps overrides; flags never reach the server or your account. */
export const FLAGS_STORAGE_KEY = 'kiln-flags';

export const FEATURE_FLAGS: readonly FeatureFlag[] = [
  { key: 'developer_mode', defaultValue: false, description: 'Shows project, version and user IDs with links to their raw API responses. Clicking the logo five times turns it on too.' },
  { key: 'search_debug', defaultValue: false, description: 'Shows each search result’s ranking score and which fields matched the query.' },
  { key: 'project_background', defaultValue: false, description: 'Tints project pages with the project’s own colour, taken from its icon.' },
  { key: 'page_path_in_title', defaultValue: false, description: 'Adds the current route to the tab title, which helps when sending screenshots with bug reports.' },
  { key: 'prefetch_links', defaultValue: true, description: 'Loads a page in the background when you hover a link, so it opens instantly on click.' },
  { key: 'i18n_keys', defaultValue: false, description: 'Shows translation keys instead of translated text, to find strings that are not translated yet.' },
  { key: 'server_panel_preview', defaultValue: false, description: 'Opens the next version of the Kiln Servers panel before it reaches everyone.' },
  { key: 'reduced_motion', defaultValue: false, description: 'Turns off animations and transitions even when your system does not ask for it.' },
];
