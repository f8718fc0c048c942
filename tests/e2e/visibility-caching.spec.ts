// Privacy beats caching: when an owner hides or shows a collection or a project, a stranger's browser sees the change
// on its very next visit, instead of a copy kept from before (the page itself, the profile listing it, or the 404).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoPages } from './support/demo-pages.ts';
import { signIn, signUp } from './support/accounts.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A browser of someone who is not signed in, with its own HTTP cache. */
const stranger = async (browser: Browser) => (await browser.newContext()).newPage();

test('a collection made private is gone for a stranger at once, and back at once when listed again', async ({ browser }) => {
  const owner = await browser.newPage();
  const username = `curator${unique()}`;
  await signUp(owner, username);
  const name = `Cave lights ${unique()}`;
  const created = await owner.request.post('/_internal/v3/collection', { headers: origin(owner), data: { name } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = await created.json();
  const setStatus = async (status: string) =>
    expect((await owner.request.patch(`/_internal/v3/collection/${id}`, { headers: origin(owner), data: { status } })).status()).toBe(204);

  const visitor = await stranger(browser);
  // The profile in between makes each visit an ordinary navigation, which a browser answers from its cache if allowed.
  const visit = async () => {
    const collection = await visitor.goto(`/collection/${id}`);
    const listed = await visitor.goto(`/user/${username}`).then(() => visitor.getByRole('link', { name }).count());
    return { status: collection?.status(), listed };
  };
  expect(await visit()).toEqual({ status: 200, listed: 1 });

  await setStatus('private');
  expect(await visit()).toEqual({ status: 404, listed: 0 });

  await setStatus('listed');
  expect(await visit()).toEqual({ status: 200, listed: 1 });
  await visitor.goto(`/collection/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
  await visitor.context().close();
  await owner.close();
});

test('a project made private is gone for a stranger at once, and back at once when public again', async ({ browser }) => {
  const creator = await browser.newPage();
  await signIn(creator, 'creator', 'demo-creator-pass');
  const slug = `ember-lamp-${unique()}`;
  const data = {
    title: `Ember Lamp ${slug.slice(-6)}`, slug, description: 'A lamp for the browser tests.', project_type: 'mod',
    client_side: 'required', server_side: 'required', is_draft: true, initial_versions: [],
  };
  const created = await creator.request.post('/_internal/v2/project', { headers: origin(creator), multipart: { data: JSON.stringify(data) } });
  expect(created.status(), await created.text()).toBe(200);
  const admin = await browser.newPage();
  await signIn(admin, 'admin', 'demo-admin-pass');
  expect((await admin.request.patch(`/_internal/v2/project/${slug}`, { headers: origin(admin), data: { status: 'approved' } })).status()).toBe(204);
  await admin.close();
  const setStatus = async (status: string) =>
    expect((await creator.request.patch(`/_internal/v2/project/${slug}`, { headers: origin(creator), data: { status } })).status()).toBe(204);

  const visitor = await stranger(browser);
  const visit = async () => {
    const project = await visitor.goto(`/mod/${slug}`);
    await visitor.goto('/news');
    return project?.status();
  };
  expect(await visit()).toBe(200);
  await setStatus('private');
  expect(await visit()).toBe(404);
  await setStatus('approved');
  expect(await visit()).toBe(200);
  await visitor.context().close();
  await creator.close();
});

test('pages an owner can hide are shared only after asking the server again; common pages stay cacheable', async ({ request }) => {
  const pages = await demoPages(request);
  const owned = [pages.project, `${pages.project}/versions`, pages.version, pages.organization, pages.collection, '/user/creator', '/collection/ZZZZZZZZ'];
  for (const path of owned) {
    const response = await request.get(path);
    expect(response.headers()['cache-control'], path).toBe('public, no-cache');
  }
  for (const path of ['/', '/mods']) {
    expect((await request.get(path)).headers()['cache-control'], path).toContain('max-age=60');
  }
});
