// The v2 Project shape (api-compat §project-v2), for the server's view and the islands alike.
import type { MonetizationStatus, ProjectStatus, REQUESTABLE_PROJECT_STATUSES, SideType } from '../enums.ts';

export interface GalleryImageV2 {
  url: string;
  raw_url: string;
  featured: boolean;
  title: string | null;
  description: string | null;
  created: string;
  ordering: number;
}

interface DonationLinkV2 {
  id: string;
  platform: string;
  url: string;
}

export interface ProjectV2 {
  id: string;
  slug: string | null;
  /** "project" for a project without versions yet; modpacks and the like otherwise by their first loader. */
  project_type: string;
  team: string;
  organization: string | null;
  title: string;
  description: string;
  body: string;
  body_url: null;
  published: string;
  /** The edit stamp an edit sends back in If-Match. */
  updated: string;
  approved: string | null;
  queued: string | null;
  status: ProjectStatus;
  requested_status: (typeof REQUESTABLE_PROJECT_STATUSES)[number] | null;
  moderator_message: { message: string; body: string | null } | null;
  license: { id: string; name: string; url: string | null };
  client_side: SideType;
  server_side: SideType;
  downloads: number;
  followers: number;
  categories: string[];
  additional_categories: string[];
  game_versions: string[];
  loaders: string[];
  versions: string[];
  icon_url: string | null;
  raw_icon_url: string | null;
  issues_url: string | null;
  source_url: string | null;
  wiki_url: string | null;
  discord_url: string | null;
  donation_urls: DonationLinkV2[];
  gallery: GalleryImageV2[];
  color: number | null;
  thread_id: string;
  monetization_status: MonetizationStatus;
}
