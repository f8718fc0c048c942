// Collection writes (api-compat §v3-collections, §limits): create and edit bodies, the statuses an owner may choose, and the limits.
import { z } from 'zod';

export const COLLECTION_NAME_MIN = 3;
export const COLLECTION_NAME_MAX = 64;
export const COLLECTION_DESCRIPTION_MIN = 3;
/** 255 on create and 256 on edit: the API's numbers, odd as they are (api-compat §limits). */
export const COLLECTION_DESCRIPTION_MAX_CREATE = 255;
export const COLLECTION_DESCRIPTION_MAX_EDIT = 256;
export const COLLECTION_PROJECTS_MAX = 1024;

/** What an owner may set; `rejected` is a moderator's decision and `unknown` is nobody's. */
export const OWNER_COLLECTION_STATUSES = ['listed', 'unlisted', 'private'] as const;
export const STAFF_COLLECTION_STATUSES = [...OWNER_COLLECTION_STATUSES, 'rejected'] as const;

/** The projects that people follow, shown as the first collection on their dashboard; never stored. */
export const FOLLOWED_COLLECTION_ID = 'following';

const name = z.string().trim()
  .min(COLLECTION_NAME_MIN, `Name must be between ${COLLECTION_NAME_MIN} and ${COLLECTION_NAME_MAX} characters`)
  .max(COLLECTION_NAME_MAX, `Name must be between ${COLLECTION_NAME_MIN} and ${COLLECTION_NAME_MAX} characters`);
const description = (max: number) => z.string().trim()
  .min(COLLECTION_DESCRIPTION_MIN, `Description must be between ${COLLECTION_DESCRIPTION_MIN} and ${max} characters`)
  .max(max, `Description must be between ${COLLECTION_DESCRIPTION_MIN} and ${max} characters`);
const projectKeys = z.array(z.string().min(1).max(64))
  .max(COLLECTION_PROJECTS_MAX, `A collection holds at most ${COLLECTION_PROJECTS_MAX} projects`);
const status = z.enum(STAFF_COLLECTION_STATUSES, `status must be one of ${OWNER_COLLECTION_STATUSES.join(', ')}`);

export const createCollectionBody = z.object({
  name,
  description: description(COLLECTION_DESCRIPTION_MAX_CREATE).nullable().optional(),
  projects: projectKeys.default([]).describe('project IDs or slugs'),
  status: z.enum(OWNER_COLLECTION_STATUSES, `status must be one of ${OWNER_COLLECTION_STATUSES.join(', ')}`).default('listed'),
});
export type CreateCollection = z.infer<typeof createCollectionBody>;

export const patchCollectionBody = z.object({
  name: name.optional(),
  description: description(COLLECTION_DESCRIPTION_MAX_EDIT).nullable().optional(),
  status: status.optional(),
  new_projects: projectKeys.optional().describe('replaces the whole project list'),
});
export type PatchCollection = z.infer<typeof patchCollectionBody>;

/** The site's "add to collection" and "remove from collection" form posts. */
export const collectionProjectForm = z.object({
  project: z.string().min(1).max(64),
  redirect: z.string().max(2048).optional(),
});
