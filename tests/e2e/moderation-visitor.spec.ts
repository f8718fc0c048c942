// The Moderation tab for someone signed out (spec §2: visible even when approved): what the tab is for, the project's
// status, and the way to report the project.
import { expect, test } from '@playwright/test';
import { demoPages } from './support/demo-pages.ts';

test('a visitor finds the Moderation tab, learns what it is for and can report the project', async ({ page, request }) => {
  const { project } = await demoPages(request);
  await page.goto(project);
  await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Moderation' }).click();
  await expect(page).toHaveURL(new RegExp(`${project}/moderation$`));
  const panel = page.getByRole('region', { name: 'Moderation' });
  await expect(panel).toContainText("This tab is where Kiln's moderators and the project's team talk about its review");
  await expect(panel.getByText('Current status: Public')).toBeVisible();
  const id = (await (await request.get(`/v2/project/${project.split('/').at(-1)}`)).json() as { id: string }).id;
  const report = panel.getByRole('link', { name: 'Report this project' });
  await expect(report).toHaveAttribute('href', `/report?item=project&id=${id}`);
  await report.click();
  // Reporting needs an account: the sign-in page keeps the prefilled report as where to go next.
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
  expect(decodeURIComponent(page.url())).toContain(`/report?item=project&id=${id}`);
});
