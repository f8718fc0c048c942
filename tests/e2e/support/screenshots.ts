// Screenshots for looking at pages by eye: taken in light and dark only when a folder is named (an environment variable).
import type { Page } from '@playwright/test';

export async function shootBothThemes(folder: string | undefined, page: Page, name: string): Promise<void> {
  if (!folder) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: `${folder}/${name}-${theme}.png`, fullPage: true });
  }
}
