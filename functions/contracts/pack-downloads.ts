// Where a .mrpack may send launchers for its files (api-compat §modpacks): Kiln's own CDN and the code hosts launchers accept.

/** The hosts every instance accepts in a pack's `files[].downloads`, besides its own CDN's. */
export const PACK_DOWNLOAD_HOSTS: readonly string[] = ['cdn.modrinth.com', 'github.com', 'raw.githubusercontent.com', 'gitlab.com'];

/** The hosts this instance accepts: its CDN's (from CDN_URL, else PUBLIC_URL) and the shared list. */
export const packDownloadHosts = (cdnUrl: string): string[] => [new URL(cdnUrl).hostname, ...PACK_DOWNLOAD_HOSTS];
