// The account settings sections in the order spec §2 lists them: the settings navigation and the settings index.
export const SETTINGS_SECTIONS = ['profile', 'account', 'appearance', 'language', 'billing', 'sessions', 'pats', 'applications', 'authorizations'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
export const sectionHref = (section: SettingsSection) => `/settings/${section}`;
