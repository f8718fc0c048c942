// Search and project pages by keyboard alone: every control is reached with Tab, works with Space, Enter or the arrow
// keys, and shows where focus is.
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the target has focus, so reaching it proves it is in the tab order; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 400): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached in ${limit} presses of Tab`);
}

/** The focused element matches :focus-visible and draws an outline or a shadow for it. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      drawn: (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  });
  expect(ring).toEqual({ focusVisible: true, drawn: true });
}

async function openSearch(page: Page) {
  await page.goto('/mods');
  await expect(page.locator('.search.search-live')).toBeAttached();
}

test('on a search page the query box, a loader filter, the sort and the pages all work from the keyboard', async ({ page }) => {
  // Walking a whole results page one Tab at a time takes a while.
  test.setTimeout(60_000);
  await openSearch(page);
  const count = page.locator('#search-count');
  const before = await count.textContent();

  const query = page.getByRole('searchbox', { name: 'Search mods' });
  await tabTo(page, query);
  await expectVisibleFocus(query);

  const fabric = page.getByRole('group', { name: 'Loaders' }).getByRole('checkbox', { name: 'Fabric', exact: true });
  await tabTo(page, fabric);
  await expectVisibleFocus(fabric);
  await page.keyboard.press('Space');
  await expect(fabric).toBeChecked();
  await expect(page).toHaveURL('/mods?l=fabric');
  await expect(count).not.toHaveText(before!);
  await page.keyboard.press('Space');
  await expect(fabric).not.toBeChecked();
  await expect(page).toHaveURL('/mods');
  await expect(count).toHaveText(before!);

  // Tab order wraps through the page; starting again from the top keeps the walk short and in document order.
  await page.locator('body').focus();
  const sort = page.getByLabel('Sort by');
  await tabTo(page, sort);
  await expectVisibleFocus(sort);
  const firstSort = await sort.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(sort).not.toHaveValue(firstSort);
  await expect(page).toHaveURL(new RegExp(`[?&]s=${await sort.inputValue()}`));

  const second = page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' });
  await tabTo(page, second);
  await expectVisibleFocus(second);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('project tabs are reached with Tab and open with Enter', async ({ page, request }) => {
  const [hit]: { slug: string }[] = (await (await request.get(`/v2/search?limit=1&index=downloads&facets=${encodeURIComponent('[["project_type:mod"]]')}`)).json()).hits;
  await page.goto(`/mod/${hit!.slug}`);
  const tabs = page.getByRole('navigation', { name: 'Project sections' });
  for (const name of ['Versions', 'Changelog']) {
    const tab = tabs.getByRole('link', { name: new RegExp(`^${name}`) });
    await tabTo(page, tab);
    await expectVisibleFocus(tab);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/mod/${hit!.slug}/${name.toLowerCase()}$`));
    await expect(tabs.locator('[aria-current="page"]')).toContainText(name);
  }
});
