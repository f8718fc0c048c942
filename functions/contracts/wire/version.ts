// The v2 Version shape (api-compat §version-v2), for the server's view and the islands alike.
import type { VersionType } from '../enums.ts';

export interface FileV2 {
  id: string;
  hashes: { sha1: string; sha512: string };
  url: string;
  filename: string;
  primary: boolean;
  size: number;
  file_type: string | null;
}

export interface VersionV2 {
  id: string;
  project_id: string;
  author_id: string;
  featured: boolean;
  name: string;
  version_number: string;
  /** Absent when the caller asked for include_changelog=false (api-compat §version-v2). */
  changelog?: string;
  changelog_url: null;
  date_published: string;
  downloads: number;
  version_type: VersionType;
  status: string;
  requested_status: string | null;
  files: FileV2[];
  dependencies: { version_id: string | null; project_id: string | null; file_name: string | null; dependency_type: string }[];
  game_versions: string[];
  loaders: string[];
  environment: string;
  /** Kiln's own: present (true) only for members and staff while the technical review holds the version. */
  held_for_review?: true;
}
