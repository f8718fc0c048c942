// Closed value sets of the wire contract (project, version, user, file and tag enums), shared by API and islands.
import { z } from 'zod';

export const PROJECT_TYPES = ['mod', 'modpack', 'plugin', 'datapack', 'resourcepack', 'shader'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
export const projectTypeSchema = z.enum(PROJECT_TYPES);

export const SIDE_TYPES = ['required', 'optional', 'unsupported', 'unknown'] as const;
export type SideType = (typeof SIDE_TYPES)[number];
export const sideTypeSchema = z.enum(SIDE_TYPES);

export const PROJECT_STATUSES = [
  'approved', 'archived', 'rejected', 'draft', 'unlisted', 'processing', 'withheld', 'scheduled', 'private', 'unknown',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const REQUESTABLE_PROJECT_STATUSES = ['approved', 'archived', 'unlisted', 'private', 'draft'] as const;

export const VERSION_STATUSES = ['listed', 'archived', 'draft', 'unlisted', 'scheduled', 'unknown'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export const VERSION_TYPES = ['release', 'beta', 'alpha'] as const;
export type VersionType = (typeof VERSION_TYPES)[number];

export const DEPENDENCY_TYPES = ['required', 'optional', 'incompatible', 'embedded'] as const;
export type DependencyType = (typeof DEPENDENCY_TYPES)[number];

export const FILE_TYPES = [
  'required-resource-pack', 'optional-resource-pack', 'sources-jar', 'dev-jar', 'javadoc-jar', 'signature', 'unknown',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const MONETIZATION_STATUSES = ['monetized', 'demonetized', 'force-demonetized'] as const;
export type MonetizationStatus = (typeof MONETIZATION_STATUSES)[number];

export const USER_ROLES = ['developer', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const GAME_VERSION_TYPES = ['release', 'snapshot', 'alpha', 'beta'] as const;
export type GameVersionType = (typeof GAME_VERSION_TYPES)[number];

export const COLLECTION_STATUSES = ['listed', 'unlisted', 'private', 'rejected', 'unknown'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

export const CATEGORY_HEADERS = ['categories', 'features', 'resolutions', 'performance impact'] as const;
export type CategoryHeader = (typeof CATEGORY_HEADERS)[number];
