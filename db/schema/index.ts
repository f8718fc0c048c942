// Every table of the schema, for drizzle-kit and the typed client.
export * from './users.ts';
export * from './teams.ts';
export * from './organizations.ts';
export * from './projects.ts';
export * from './versions.ts';
export * from './tags.ts';
export * from './social.ts';
export * from './auth.ts';
export * from './search.ts';
export * from './accounts.ts';
export * from './mail.ts';
export * from "./notifications.ts";
export * from "./account-security.ts";
export * from "./oauth.ts";
export * from "./external-accounts.ts";
export * from "./version-publishing.ts";
