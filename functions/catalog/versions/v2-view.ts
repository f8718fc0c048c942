// The v2 Version shape (contract §3.2); the JSON itself is assembled in SQL by queries.ts.
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
  changelog?: string;
  changelog_url: null;
  date_published: string;
  downloads: number;
  version_type: 'release' | 'beta' | 'alpha';
  status: string;
  requested_status: string | null;
  files: FileV2[];
  dependencies: { version_id: string | null; project_id: string | null; file_name: string | null; dependency_type: string }[];
  game_versions: string[];
  loaders: string[];
  environment: string;
}

/** include_changelog=false removes the key entirely (contract §6.4). */
export function withoutChangelog(view: VersionV2): VersionV2 {
  const { changelog: _dropped, ...rest } = view;
  return rest;
}
