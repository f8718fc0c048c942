// HTTP routes for v2 project reads (api-compat §project-routes).
import { Hono } from 'hono';
import { optionalViewer } from '#access';
import { idsQuery, randomProjectsQuery, versionListQuery } from '#contracts/api-queries.ts';
import type { AppEnv } from '#access';
import { etagOf } from '#lib/if-match.ts';
import { validQuery } from '#lib/validation.ts';
import { shareAnswer } from '#lib/shared-answers.ts';
import * as versions from '../versions/service.ts';
import * as projects from './service.ts';

export const projectRoutes = new Hono<AppEnv>()
  .get('/projects', async (c) => {
    const { ids } = validQuery(c, idsQuery);
    const runtime = await c.var.runtime();
    return c.json(await projects.getProjects(runtime, await optionalViewer(c, 'PROJECT_READ'), ids));
  })
  .get('/projects_random', async (c) => {
    const { count } = validQuery(c, randomProjectsQuery);
    return c.json(await projects.randomProjects(await c.var.runtime(), count));
  })
  .get('/user/:key/projects', async (c) => {
    const runtime = await c.var.runtime();
    return c.json(await projects.userProjects(runtime, await optionalViewer(c, 'PROJECT_READ'), c.req.param('key')));
  })
  .get('/project/:key', async (c) => {
    const runtime = await c.var.runtime();
    const viewer = await optionalViewer(c, 'PROJECT_READ');
    const project = await projects.getProject(runtime, viewer, c.req.param('key'));
    shareAnswer(c.req.raw, viewer, { projects: [project.id] });
    return c.json(project, 200, { ETag: etagOf(project.updated) });
  })
  .get('/project/:key/check', async (c) => {
    const { db } = await c.var.runtime();
    return c.json(await projects.checkProject(db, await optionalViewer(c, 'PROJECT_READ'), c.req.param('key')));
  })
  .get('/project/:key/dependencies', async (c) => {
    const runtime = await c.var.runtime();
    return c.json(await versions.projectDependencies(runtime, await optionalViewer(c, 'PROJECT_READ'), c.req.param('key')));
  })
  .get('/project/:key/version', async (c) => {
    const query = validQuery(c, versionListQuery);
    const runtime = await c.var.runtime();
    const filter = {
      loaders: query.loaders,
      gameVersions: query.game_versions,
      featured: query.featured,
      versionType: query.version_type,
      limit: query.limit,
      offset: query.offset,
    };
    const viewer = await optionalViewer(c, 'VERSION_READ');
    const listed = await versions.listProjectVersions(runtime, viewer, c.req.param('key'), filter, query.include_changelog);
    // An empty list names no project to forget it by when a first version appears.
    if (listed[0]) shareAnswer(c.req.raw, viewer, { projects: [listed[0].project_id] });
    return c.json(listed);
  })
  .get('/project/:key/version/:version', async (c) => {
    const runtime = await c.var.runtime();
    const viewer = await optionalViewer(c, 'VERSION_READ');
    return c.json(await versions.getProjectVersion(runtime, viewer, c.req.param('key'), c.req.param('version')));
  });
