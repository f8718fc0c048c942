// Radio buttons in dialogs look like the settings pages' ones: a small control beside its label and hint, whichever
// page the dialog opens on, in light and dark.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { hydrated } from './support/islands.ts';

/** Every radio button is its native size and sits left of its label's text, on the same line. */
async function expectBesideTheirLabels(radios: Locator) {
  expect(await radios.count()).toBeGreaterThan(1);
  for (const radio of await radios.all()) {
    const layout = await radio.evaluate((input) => {
      const box = input.getBoundingClientRect();
      const text = input.closest('label')!.querySelector('strong, span')!.getBoundingClientRect();
      return { width: box.width, beside: box.right <= text.left, sameLine: box.top < text.bottom && box.bottom > text.top };
    });
    expect(layout.width).toBeLessThan(24);
    expect(layout).toMatchObject({ beside: true, sameLine: true });
  }
}

async function look(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: test.info().outputPath(`${name}-${scheme}.png`) });
  }
}

test('the visibility choices of the create dialogs sit beside their labels, as on the settings pages', async ({ page, request }) => {
  await signIn(page, 'creator', 'demo-creator-pass');

  await page.goto('/dashboard/projects?create');
  await hydrated(page, 'CreateProjectDialog');
  const project = page.getByRole('dialog', { name: 'Create a project' });
  await expectBesideTheirLabels(project.getByRole('radio'));
  await look(page, 'create-project');

  await page.goto('/dashboard/collections');
  await hydrated(page, 'CreateCollectionDialog');
  await page.getByRole('button', { name: 'Create new' }).click();
  const collection = page.getByRole('dialog', { name: 'Create a collection' });
  await expectBesideTheirLabels(collection.getByRole('radio'));
  await look(page, 'create-collection');

  // The settings page the dialogs should match.
  const [owned] = (await (await request.get('/v2/user/creator/projects')).json()) as { id: string }[];
  await page.goto(`/project/${owned!.id}/settings`);
  await hydrated(page, 'GeneralSettings');
  await expectBesideTheirLabels(page.getByRole('group', { name: 'Visibility' }).getByRole('radio'));
});
