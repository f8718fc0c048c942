// Where a project's license leads: the project's own license page, else the SPDX reference page of a single known
// license, which explains its text; the bare SPDX template ("Copyright (c) <year> <copyright holders>") is never shown.
import { ALL_RIGHTS_RESERVED } from '#contracts/license.ts';
import type { ProjectV2 } from '#contracts/wire/project.ts';

const SPDX_REFERENCE = 'https://spdx.org/licenses/';
/** One SPDX id: no expression (spaces, parentheses), no "or later" plus, no custom LicenseRef. */
const SINGLE_ID = /^[A-Za-z0-9.-]+$/;

export function licenseLink(license: ProjectV2['license']): string | null {
  if (license.url) return license.url;
  // The name is empty for an id the license list does not know.
  const known = license.name !== '' && license.id !== ALL_RIGHTS_RESERVED && !license.id.startsWith('LicenseRef-');
  return known && SINGLE_ID.test(license.id) ? `${SPDX_REFERENCE}${license.id}.html` : null;
}
