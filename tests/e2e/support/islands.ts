// Waiting for a React island: clicks before hydration would reach server-rendered markup without its handlers.
import type { Page } from '@playwright/test';

export const hydrated = (page: Page, island: string) =>
  page.locator(`astro-island[component-url*="${island}"]:not([ssr])`).first().waitFor({ state: 'attached' });
