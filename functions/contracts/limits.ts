// Field lengths, patterns and size limits of the API (api-compat §limits), written once for the API and the islands.
export const ID_LENGTH = 8;
export const ID_PATTERN = /^[0-9A-Za-z]{8}$/;

export const SLUG_MIN = 3;
export const SLUG_MAX = 64;
export const SLUG_PATTERN = /^[a-zA-Z0-9._-]+$/;

export const USERNAME_MIN = 1;
export const USERNAME_MAX = 39;
export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]+$/;

export const VERSION_NUMBER_MAX = 32;
export const VERSION_NUMBER_PATTERN = /^[a-zA-Z0-9!@$()`.+,_"-]+$/;
export const VERSION_NAME_MAX = 64;

export const PROJECT_TITLE_MIN = 3;
export const PROJECT_TITLE_MAX = 64;
export const PROJECT_SUMMARY_MIN = 3;
export const PROJECT_SUMMARY_MAX = 256;
export const PROJECT_BODY_MAX = 65536;
export const FEATURED_CATEGORIES_MAX = 3;
export const USER_BIO_MAX = 160;
export const EMAIL_MAX = 254;
/**
 * Every icon (users, projects, organizations, collections, OAuth applications) is at most 256 KiB (api-compat §user-routes, §limits;
 * the older spec's 2 MiB for user icons is not what the server does).
 */
export const ICON_MAX_BYTES = 256 * 1024;
/** A member's role on a team, a project's or an organization's. */
export const MEMBER_ROLE_MAX = 64;

export const RANDOM_COUNT_MIN = 1;
export const RANDOM_COUNT_MAX = 100;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const PAT_NAME_MIN = 3;
export const PAT_NAME_MAX = 255;
export const TOTP_DIGITS = 6;
/** What a two-factor field takes: an authenticator code or a backup code, with room for spaces typed along. */
export const TWO_FACTOR_CODE_MAX = 64;

export const VERSION_NUMBER_MIN = 1;
export const VERSION_NAME_MIN = 1;
export const CHANGELOG_MAX = 65536;
export const VERSION_DEPENDENCIES_MAX = 4096;
export const VERSION_FILES_MAX = 256;
export const VERSION_FILE_MAX_BYTES = 500 * 1024 * 1024;
export const VERSION_FILE_EXTENSIONS = ['jar', 'zip', 'litemod', 'mrpack', 'asc', 'gpg', 'sig'] as const;
export const VERSION_FILE_NAME_MAX = 255;
/** How long an inspected file stays staged for publishing before the sweep removes it. */
export const STAGED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How many expired staged uploads one sweep removes, so an inspection never waits long on clean-up. */
export const STAGED_UPLOAD_SWEEP_BATCH = 20;
export const UPLOADED_IMAGES_MAX = 10;
/** A form post without files (urlencoded or multipart): the site's forms carry a few short fields. */
export const FORM_BODY_MAX_BYTES = 64 * 1024;
/** Any other body (JSON above all) on a route that declares no limit of its own. */
export const BODY_MAX_BYTES = 1024 * 1024;

/** The most entries Kiln reads in one archive (jar, pack, .mrpack): more than the largest mod jars and packs carry. */
export const ARCHIVE_ENTRIES_MAX = 100_000;
