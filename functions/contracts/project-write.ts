// Project write bodies and limits (api-compat §project-creation, §project-edits, §bulk-project-edits, §limits): creation data, edits, bulk edits, icon and gallery queries.
import { z } from 'zod';
import { ALL_RIGHTS_RESERVED } from './license.ts';
import { parseLicenseExpression } from './license-expression.ts';
import { MONETIZATION_STATUSES, PROJECT_STATUSES, PROJECT_TYPES, REQUESTABLE_PROJECT_STATUSES, SIDE_TYPES } from './enums.ts';
import {
  FEATURED_CATEGORIES_MAX, PROJECT_BODY_MAX, PROJECT_SUMMARY_MAX, PROJECT_SUMMARY_MIN, PROJECT_TITLE_MAX, PROJECT_TITLE_MIN,
  SLUG_MAX, SLUG_MIN, SLUG_PATTERN, UPLOADED_IMAGES_MAX,
} from './limits.ts';
import { queryBoolean } from './query-params.ts';

/** On creation the summary is one character shorter than on edits (api-compat §limits). */
export const PROJECT_SUMMARY_CREATE_MAX = 255;
export const ADDITIONAL_CATEGORIES_MAX = 256;
export const BULK_ADD_CATEGORIES_MAX = 3;
export const LINK_URL_MAX = 2048;
export const INITIAL_VERSIONS_MAX = 32;
export const GALLERY_TITLE_MAX = 255;
export const GALLERY_DESCRIPTION_MAX = 2048;
export const GALLERY_IMAGES_MAX = 64;
export const GALLERY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MODERATION_MESSAGE_MAX = 2000;
export const MODERATION_MESSAGE_BODY_MAX = 65536;
/** Projects a user may own; the API names the limit but not its size, so Kiln picks one a real creator never meets. */
export const USER_PROJECT_LIMIT = 256;

/** Image formats the `ext` parameter may name; the stored format is decided from the bytes (api-compat §icons-and-gallery). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp'] as const;

export const projectTitleSchema = z.string().trim()
  .min(PROJECT_TITLE_MIN, `Title must be ${PROJECT_TITLE_MIN}–${PROJECT_TITLE_MAX} characters, not only spaces`)
  .max(PROJECT_TITLE_MAX, `Title must be ${PROJECT_TITLE_MIN}–${PROJECT_TITLE_MAX} characters, not only spaces`);

const summarySchema = (max: number) => z.string().trim()
  .min(PROJECT_SUMMARY_MIN, `Summary must be ${PROJECT_SUMMARY_MIN}–${max} characters`)
  .max(max, `Summary must be ${PROJECT_SUMMARY_MIN}–${max} characters`);

export const projectBodySchema = z.string().max(PROJECT_BODY_MAX, `Body must be at most ${PROJECT_BODY_MAX} characters`);

export const projectSlugSchema = z.string()
  .min(SLUG_MIN, `Slug must be ${SLUG_MIN}–${SLUG_MAX} characters`)
  .max(SLUG_MAX, `Slug must be ${SLUG_MIN}–${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'Slug may contain only letters, digits, ".", "_" and "-"');

export const linkUrlSchema = z.url({ protocol: /^https$/, error: 'must be an https URL' })
  .max(LINK_URL_MAX, `URLs must be at most ${LINK_URL_MAX} characters`);

export const donationLinkSchema = z.object({
  id: z.string().min(1).max(64),
  platform: z.string().optional(),
  url: linkUrlSchema,
});
export type DonationLinkInput = z.infer<typeof donationLinkSchema>;

export const licenseIdSchema = z.string().trim().min(1).max(2048)
  .refine((value) => parseLicenseExpression(value) !== null, 'must be an SPDX license expression or a LicenseRef-… id');

const categoryName = z.string().min(1).max(64);
export const featuredCategoriesSchema = z.array(categoryName).max(FEATURED_CATEGORIES_MAX, `At most ${FEATURED_CATEGORIES_MAX} featured categories`);
export const additionalCategoriesSchema = z.array(categoryName).max(ADDITIONAL_CATEGORIES_MAX, `At most ${ADDITIONAL_CATEGORIES_MAX} additional categories`);

const galleryTitle = z.string().min(1).max(GALLERY_TITLE_MAX, `Gallery titles are 1–${GALLERY_TITLE_MAX} characters`);
const galleryDescription = z.string().min(1).max(GALLERY_DESCRIPTION_MAX, `Gallery descriptions are 1–${GALLERY_DESCRIPTION_MAX} characters`);

export const galleryItemCreateSchema = z.object({
  item: z.string().min(1),
  featured: z.boolean(),
  title: galleryTitle.nullish(),
  description: galleryDescription.nullish(),
  ordering: z.number().int().optional(),
});

const sideType = z.enum(SIDE_TYPES);
const optionalLink = linkUrlSchema.nullish();

/** v2 creation still accepts the names of the first API (mod_name, mod_slug, …). */
const CREATE_ALIASES = { mod_name: 'title', mod_slug: 'slug', mod_description: 'description', mod_body: 'body' } as const;

function applyAliases(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record: Record<string, unknown> = { ...value };
  for (const [alias, name] of Object.entries(CREATE_ALIASES)) {
    if (record[name] === undefined && record[alias] !== undefined) record[name] = record[alias];
  }
  return record;
}

/** The `data` part of POST /v2/project (api-compat §project-creation); unknown keys are ignored. */
export const projectCreateData = z.preprocess(applyAliases, z.object({
  title: projectTitleSchema,
  slug: projectSlugSchema,
  description: summarySchema(PROJECT_SUMMARY_CREATE_MAX),
  body: projectBodySchema.default(''),
  project_type: z.enum(PROJECT_TYPES, `project_type must be one of ${PROJECT_TYPES.join(', ')}`).default('mod'),
  client_side: sideType,
  server_side: sideType,
  initial_versions: z.array(z.unknown()).max(INITIAL_VERSIONS_MAX).default([]),
  categories: featuredCategoriesSchema.default([]),
  additional_categories: additionalCategoriesSchema.default([]),
  issues_url: optionalLink,
  source_url: optionalLink,
  wiki_url: optionalLink,
  discord_url: optionalLink,
  license_url: optionalLink,
  donation_urls: z.array(donationLinkSchema).nullish(),
  license_id: licenseIdSchema.default(ALL_RIGHTS_RESERVED),
  is_draft: z.boolean().nullish(),
  requested_status: z.enum(REQUESTABLE_PROJECT_STATUSES).nullish(),
  gallery_items: z.array(galleryItemCreateSchema).max(GALLERY_IMAGES_MAX).nullish(),
  uploaded_images: z.array(z.string()).max(UPLOADED_IMAGES_MAX).default([]),
  organization_id: z.string().nullish(),
}));
export type ProjectCreateData = z.infer<typeof projectCreateData>;

const nullableLink = linkUrlSchema.nullable().optional();

/** PATCH /v2/project/{id|slug} (api-compat §project-edits): every field optional, `null` clears the nullable ones. */
export const projectPatchBody = z.object({
  title: projectTitleSchema.optional(),
  description: summarySchema(PROJECT_SUMMARY_MAX).optional(),
  body: projectBodySchema.optional(),
  categories: featuredCategoriesSchema.optional(),
  additional_categories: additionalCategoriesSchema.optional(),
  issues_url: nullableLink,
  source_url: nullableLink,
  wiki_url: nullableLink,
  discord_url: nullableLink,
  license_url: nullableLink,
  donation_urls: z.array(donationLinkSchema).nullable().optional(),
  license_id: licenseIdSchema.optional(),
  client_side: sideType.optional(),
  server_side: sideType.optional(),
  slug: projectSlugSchema.optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  requested_status: z.enum(REQUESTABLE_PROJECT_STATUSES).nullable().optional(),
  moderation_message: z.string().max(MODERATION_MESSAGE_MAX).nullable().optional(),
  moderation_message_body: z.string().max(MODERATION_MESSAGE_BODY_MAX).nullable().optional(),
  monetization_status: z.enum(MONETIZATION_STATUSES).optional(),
});
export type ProjectPatch = z.infer<typeof projectPatchBody>;

/** PATCH /v2/projects?ids=[…] (api-compat §bulk-project-edits). */
export const projectBulkPatchBody = z.object({
  categories: featuredCategoriesSchema.optional(),
  add_categories: z.array(categoryName).max(BULK_ADD_CATEGORIES_MAX).optional(),
  remove_categories: z.array(categoryName).optional(),
  additional_categories: additionalCategoriesSchema.optional(),
  add_additional_categories: z.array(categoryName).max(BULK_ADD_CATEGORIES_MAX).optional(),
  remove_additional_categories: z.array(categoryName).optional(),
  donation_urls: z.array(donationLinkSchema).optional(),
  add_donation_urls: z.array(donationLinkSchema).optional(),
  remove_donation_urls: z.array(donationLinkSchema).optional(),
  issues_url: nullableLink,
  source_url: nullableLink,
  wiki_url: nullableLink,
  discord_url: nullableLink,
});
export type ProjectBulkPatch = z.infer<typeof projectBulkPatchBody>;

const imageExtension = z.enum(IMAGE_EXTENSIONS, { error: (issue) => `Invalid format for image: ${String(issue.input)}` });
const queryOrdering = z.string().regex(/^-?\d+$/, 'expected a whole number').transform(Number).pipe(z.number().int());

export const projectIconQuery = z.object({ ext: imageExtension });

export const galleryAddQuery = z.object({
  ext: imageExtension,
  featured: queryBoolean,
  title: galleryTitle.optional(),
  description: galleryDescription.optional(),
  ordering: queryOrdering.default(0),
});

/** A query string has no null: on edits an empty `title=` or `description=` clears the value. */
const clearable = (schema: z.ZodString) => z.union([z.literal('').transform(() => null), schema]).optional();

export const galleryEditQuery = z.object({
  url: z.string().min(1),
  featured: queryBoolean.optional(),
  title: clearable(galleryTitle),
  description: clearable(galleryDescription),
  ordering: queryOrdering.optional(),
});

export const galleryDeleteQuery = z.object({ url: z.string().min(1) });
