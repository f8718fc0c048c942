// Reports to moderators: item types, request schemas and limits (api-compat §reports), shared by the API and the report form.
import { z } from 'zod';
import { MESSAGE_BODY_MAX } from './threads.ts';

export const REPORT_ITEM_TYPES = ['project', 'version', 'user'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];
export const reportItemTypeSchema = z.enum(REPORT_ITEM_TYPES);

/** Images a reporter may attach to one report (api-compat §limits: uploaded_images ≤ 10). */
export const REPORT_IMAGES_MAX = 10;
/** New reports one account may file per hour; a flood of reports is a nuisance, not a signal. */
export const REPORTS_PER_HOUR = 10;
/** The reason whose evidence rule the form states (spec §5). */
export const MALICIOUS_REPORT_TYPE = 'malicious';

const idText = z.string().trim().min(1).max(64);

export const createReportRequest = z.object({
  report_type: z.string().trim().min(1).max(64),
  item_id: idText,
  item_type: reportItemTypeSchema,
  body: z.string().max(MESSAGE_BODY_MAX),
  uploaded_images: z.array(z.string().min(1).max(16)).max(REPORT_IMAGES_MAX).optional(),
});
export type CreateReportRequest = z.infer<typeof createReportRequest>;

export const editReportRequest = z.object({
  body: z.string().max(MESSAGE_BODY_MAX).optional(),
  closed: z.boolean().optional(),
});
export type EditReportRequest = z.infer<typeof editReportRequest>;

/** `POST /v3/image`: only the report context is uploaded there (project and body images have routes of their own). */
export const reportImageQuery = z.object({
  context: z.literal('report', { error: 'Only report images are uploaded through this route' }),
  ext: z.string().max(8).optional(),
});

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

export const listReportsQuery = z.object({
  count: z.coerce.number().int().min(1).max(1000).default(100),
  all: booleanText.optional(),
});

/** What the report form's "content ID or URL" names: an ID or slug of the chosen type, or a page of the site. */
export type ReportTargetKey =
  | { itemType: 'project'; key: string }
  | { itemType: 'version'; key: string; projectKey: string | null }
  | { itemType: 'user'; key: string };

const PROJECT_PATH = /^\/(?:mod|modpack|plugin|datapack|resourcepack|shader|project)\/([^/]+)(?:\/version\/([^/]+))?(?:\/.*)?$/;
const USER_PATH = /^\/user\/([^/]+)(?:\/.*)?$/;

/** Reads a pasted page address (any host: mirrors and old links too) or a bare ID; null when nothing usable is left. */
export function parseReportTarget(itemType: ReportItemType, text: string): ReportTargetKey | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let path: string | null = null;
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) {
    try {
      path = decodeURIComponent(new URL(trimmed, 'https://kiln.invalid').pathname);
    } catch {
      return null;
    }
  }
  if (path === null) {
    if (!/^[^/\s?#]{1,64}$/.test(trimmed)) return null;
    return itemType === 'version' ? { itemType, key: trimmed, projectKey: null } : { itemType, key: trimmed };
  }
  const project = PROJECT_PATH.exec(path);
  if (project && itemType === 'project') return { itemType, key: project[1]! };
  if (project?.[2] && itemType === 'version') return { itemType, key: project[2], projectKey: project[1]! };
  const user = USER_PATH.exec(path);
  if (user && itemType === 'user') return { itemType, key: user[1]! };
  return null;
}
