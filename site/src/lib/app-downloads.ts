// The Kiln App's desktop platforms and their download addresses.
export interface AppPlatform {
  id: 'windows' | 'macos' | 'linux';
  name: string;
  formats: string;
  requirements: string;
}

export const APP_PLATFORMS: readonly AppPlatform[] = [
  { id: 'windows', name: 'Windows', formats: 'Installer (.exe)', requirements: 'Windows 10 or 11, 64-bit' },
  { id: 'macos', name: 'macOS', formats: 'Disk image (.dmg), Apple silicon and Intel', requirements: 'macOS 12 Monterey or later' },
  { id: 'linux', name: 'Linux', formats: 'AppImage, .deb and .rpm', requirements: 'A 64-bit distribution from 2021 or later' },
];

/** Where a download button points; the address stays stable when the files behind it change. */
export function appDownloadPath(platform: AppPlatform['id']): string {
  return `/app/download/${platform}`;
}
