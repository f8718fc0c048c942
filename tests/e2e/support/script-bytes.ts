// The gzip size of a script a page loaded, for the script-budget checks. A body can no longer be read once its page
// has navigated (a reload, a redirect, the next page of the test): the built files are immutable, so the same bytes
// are then asked for again.
import type { Page, Response } from '@playwright/test';
import { gzipBytes } from '../../../scripts/lib/js-budget.ts';

export async function scriptBytes(page: Page, response: Response): Promise<number> {
  const body = await response.body().catch(async () => (await page.request.get(response.url())).body());
  return gzipBytes(body);
}
