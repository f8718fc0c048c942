// The server panel's option pages, in the order their navigation lists them ("general" is the options index).
export const OPTION_PAGES = ['general', 'properties', 'loader', 'network', 'preferences', 'startup', 'billing', 'info'] as const;
export type OptionPage = (typeof OPTION_PAGES)[number];
