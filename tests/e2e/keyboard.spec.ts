// Search and project pages by keyboard alone: every control is reached with Tab, works with Space, Enter or the arrow
// keys, and shows where focus is; a filter list is one tab stop, "Skip to results" jumps past the filters, and a
// select searches once a choice is made, not at every arrow key.
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

  // Tab enters the loaders at their first option; the arrow keys walk to Fabric.
  const loaders = page.getByRole('group', { name: 'Loaders' });
  const fabric = loaders.getByRole('checkbox', { name: 'Fabric', exact: true });
  await tabTo(page, loaders.getByRole('checkbox').first());
  for (let presses = 0; presses < 20 && !(await fabric.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('ArrowDown');
  }
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
  await page.keyboard.press('Enter');
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

const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

test('from the top of a search page the first result is a few dozen presses of Tab away, and "Skip to results" jumps past the filters', async ({ page }) => {
  await openSearch(page);
  const firstResult = page.locator('#search-results h3 a').first();
  // Each filter list is one stop, however many game versions, categories or loaders it holds.
  await tabTo(page, firstResult, 40);

  await page.locator('body').focus();
  await tabTo(page, page.getByRole('searchbox', { name: 'Search mods' }));
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await tabTo(page, skip, 8);
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(skip);
  await page.keyboard.press('Enter');
  await expect(page.locator('#search-results')).toBeFocused();
  // The search itself is unchanged.
  await expect(page).toHaveURL(/\/mods(#search-results)?$/);
  await page.keyboard.press('Tab');
  await expect(firstResult).toBeFocused();
});

test('a filter list is one tab stop: the arrow keys, Home and End move within it, Space chooses, Tab leaves it', async ({ page }) => {
  await openSearch(page);
  const versions = page.getByRole('group', { name: 'Game versions' });
  const boxes = versions.locator('#search-version-list').getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(20);
  await tabTo(page, boxes.first(), 60);
  await page.keyboard.press('ArrowDown');
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(boxes.last()).toBeFocused();
  await expect(boxes.last()).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(boxes.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(boxes.nth(1)).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]g=${await boxes.nth(1).getAttribute('value')}`));

  // Tab leaves the list at once, and coming back lands on the option last used.
  await page.keyboard.press('Tab');
  expect(await versions.locator('#search-version-list').evaluate((list) => list.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(boxes.nth(1)).toBeFocused();
});

test('a select on the search page searches once a choice is made, not at every arrow key', async ({ page }) => {
  await openSearch(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v2/search') searches.push(request.url());
  });
  for (const [label, parameter] of [['Sort by', 's'], ['Per page', 'm']] as const) {
    const select = page.getByLabel(label);
    await select.focus();
    const before = searches.length;
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = await select.inputValue();
    // Arrowing through a closed select only moves the choice.
    await page.waitForTimeout(300);
    expect(searches.length).toBe(before);
    expect(new URL(page.url()).searchParams.get(parameter)).toBeNull();
    // Enter (or leaving the field) applies it, with one search.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]${parameter}=${chosen}`));
    await expect.poll(() => searches.length).toBe(before + 1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await expect(page).not.toHaveURL(new RegExp(`[?&]${parameter}=${chosen}`));
    expect(await focused(select)).toBe(false);
  }
  // A choice picked with the mouse applies at once.
  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(/[?&]s=newest/);
});
