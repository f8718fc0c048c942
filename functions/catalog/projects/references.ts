// Checks of project fields against reference data: categories of the project's type, license ids, donation platforms.
import type { Db } from '#db/client.ts';
import type { ProjectType } from '#contracts/enums.ts';
import { isCustomLicenseId, parseLicenseExpression } from '#contracts/license-expression.ts';
import type { DonationLinkInput } from '#contracts/project-write.ts';
import { ApiError } from '#contracts/errors.ts';
import { licenseNames, listCategories, listDonationPlatforms } from '../tags/service.ts';

const invalid = (description: string) => new ApiError('invalid_input', description);

/** Plugins and data packs are filed under the mod categories (the tag list has no others for them). */
const categoryTypeOf = (projectType: ProjectType) => (projectType === 'plugin' || projectType === 'datapack' ? 'mod' : projectType);

export async function assertCategories(db: Db, projectType: ProjectType, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const type = categoryTypeOf(projectType);
  const known = new Set((await listCategories(db)).filter((category) => category.project_type === type).map((category) => category.name));
  const unknown = names.find((name) => !known.has(name));
  if (unknown !== undefined) throw invalid(`Invalid category: "${unknown}" is not a category for ${type} projects`);
}

export async function assertLicense(db: Db, expression: string): Promise<void> {
  const ids = parseLicenseExpression(expression);
  if (!ids) throw invalid('Invalid SPDX license expression');
  const names = await licenseNames(db);
  const unknown = ids.find((id) => !isCustomLicenseId(id) && !names.has(id));
  if (unknown !== undefined) throw invalid(`Invalid SPDX identifier specified: ${unknown}`);
}

/** Donation links as rows: each platform must exist and appear once. */
export async function donationRows(db: Db, links: readonly DonationLinkInput[]): Promise<{ platform: string; url: string }[]> {
  if (links.length === 0) return [];
  const platforms = new Set((await listDonationPlatforms(db)).map((platform) => platform.short));
  const seen = new Set<string>();
  for (const link of links) {
    if (!platforms.has(link.id)) throw invalid(`Invalid donation platform: ${link.id}`);
    if (seen.has(link.id)) throw invalid(`Donation platform ${link.id} is listed more than once`);
    seen.add(link.id);
  }
  return links.map((link) => ({ platform: link.id, url: link.url }));
}

/** Featured categories win over the same names given as additional ones (one row per category). */
export const splitCategories = (featured: readonly string[], additional: readonly string[]) => {
  const unique = [...new Set(featured)];
  return { featured: unique, additional: [...new Set(additional)].filter((name) => !unique.includes(name)) };
};
