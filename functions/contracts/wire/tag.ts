// The v2 tag shapes (api-compat §tags): categories, loaders, game versions, licenses and donation platforms.
import type { CategoryHeader, GameVersionType } from '../enums.ts';

export interface CategoryTag {
  icon: string;
  name: string;
  project_type: string;
  header: CategoryHeader;
}

export interface LoaderTag {
  icon: string;
  name: string;
  supported_project_types: string[];
}

export interface GameVersionTag {
  version: string;
  version_type: GameVersionType;
  date: string;
  major: boolean;
}

export interface LicenseTag {
  short: string;
  name: string;
}

export interface DonationPlatformTag {
  short: string;
  name: string;
}
