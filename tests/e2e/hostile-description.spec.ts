// A project description full of script-injection attempts, saved through the API by the project's owner, renders
// inert on the public project page: nothing runs, no handler or javascript: URL survives, only the harmless part stays.
import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';

const HOSTILE_BODY = [
  '## Lantern notes',
  '<script>alert("script tag")</script>',
  '<img src="missing.png" onerror="alert(\'img onerror\')">',
  '[plain markdown link](javascript:alert(1))',
  '<a href="javascript:alert(\'plain href\')">plain javascript link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(\'entity href\')">entity-encoded link</a>',
  '<a href="JaVaScRiPt&colon;alert(\'named entity href\')">named-entity link</a>',
  '<a href="jav&#x09;ascript:alert(\'tab href\')">tab-split link</a>',
  '<svg onload="alert(\'svg onload\')"><circle r="4"></circle></svg>',
  '<iframe src="https://frames.example.test/login"></iframe>',
  '<div style="width: expression(alert(\'expression\')); background: url(javascript:alert(\'style url\'))">styled block</div>',
  '<style>body { background: url("javascript:alert(\'style tag\')") }</style>',
  '<form action="https://collect.example.test"><button formaction="javascript:alert(\'formaction\')">Send</button></form>',
  '<details open ontoggle="alert(\'ontoggle\')"><summary>More</summary>hidden text</details>',
  '<a href="https://example.test/guide">Read the guide</a>',
].join('\n\n');

test('a hostile description renders inert on the public project page', async ({ page, browser }) => {
  const projects: { id: string; slug: string; status: string; project_type: string }[] = await (await page.request.get('/v2/user/creator/projects')).json();
  const project = projects.filter((entry) => entry.status === 'approved' && entry.project_type === 'mod').at(-1)!;
  expect(project).toBeTruthy();

  await signIn(page, 'creator', 'demo-creator-pass');
  const saved = await page.request.patch(`/_internal/v2/project/${project.id}`, {
    headers: { origin: new URL(page.url()).origin }, data: { body: HOSTILE_BODY },
  });
  expect(saved.status()).toBe(204);

  const visitor = await (await browser.newContext()).newPage();
  const dialogs: string[] = [];
  visitor.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await visitor.goto(`/mod/${project.slug}`);
  expect(response?.status()).toBe(200);
  await visitor.waitForLoadState('load');

  const description = visitor.locator('article.description .markdown');
  await expect(description.getByRole('heading', { level: 2, name: 'Lantern notes' })).toBeVisible();
  await expect(description.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('rel', 'noopener nofollow ugc');
  await expect(description.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', 'https://example.test/guide');
  await expect(description.getByText('styled block')).toBeVisible();

  await expect(description.locator('script, style, iframe, svg, form, button')).toHaveCount(0);
  // The hostile links keep their text but lose their targets: the guide is the only link that still goes anywhere.
  await expect(description.getByText('entity-encoded link')).toBeVisible();
  await expect(description.locator('a[href]')).toHaveCount(1);
  const leftovers = await description.evaluate((root) => {
    const found: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*(javascript|vbscript)\s*:/i.test(attribute.value.replace(/[\u0000-\u001f]/g, ''))) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        if (/expression\s*\(|url\s*\(/i.test(attribute.value)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
    // Resolved URLs catch any encoding the raw attribute text hides.
    for (const link of root.querySelectorAll('a[href]')) if ((link as HTMLAnchorElement).protocol !== 'https:') found.push(`a href=${(link as HTMLAnchorElement).href}`);
    return found;
  });
  expect(leftovers).toEqual([]);
  expect(await visitor.evaluate(() => getComputedStyle(document.body).backgroundImage)).toBe('none');

  // The broken image has finished failing, so an onerror that survived would have fired by now.
  await expect.poll(() => description.locator('img').evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  expect(dialogs).toEqual([]);
  await visitor.context().close();
});
