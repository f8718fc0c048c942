// HTTP routes of the technical review (staff only; anyone else gets a 404): the flagged files and a verdict on one, as
// JSON under /v3, and the verdict as a form post from /moderation/technical-review, which redirects back.
import { Hono, type Context } from 'hono';
import { requireViewer, viewerMay, type AppEnv, type Viewer } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { technicalReviewDecisionInput, technicalReviewFilter } from '#contracts/technical-review.ts';
import { signInPath } from '#contracts/urls.ts';
import { validForm, validJson, validQuery } from '#lib/validation.ts';
import { decideFile, listTechnicalReview } from './service.ts';

const PAGE = '/moderation/technical-review';

export const technicalReviewRoutes = new Hono<AppEnv>()
  .get('/moderation/technical-review', async (c) => {
    const viewer = await requireViewer(c, 'VERSION_READ');
    return c.json(await listTechnicalReview((await c.var.runtime()).db, viewer, validQuery(c, technicalReviewFilter)));
  })
  .post('/moderation/technical-review/:file', async (c) => {
    const viewer = await requireViewer(c, 'VERSION_WRITE');
    await decideFile((await c.var.runtime()).db, viewer, c.req.param('file'), await validJson(c, technicalReviewDecisionInput));
    return c.body(null, 204);
  });

/** A signed-out browser goes to sign in and back; a credential without the scope is refused as on the API. */
async function formViewer(c: Context<AppEnv>): Promise<Viewer | Response> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return c.redirect(signInPath(PAGE), 303);
  if (!viewerMay(resolution.viewer, 'VERSION_WRITE')) throw new ApiError('auth_error', 'The token does not have the VERSION_WRITE scope');
  return resolution.viewer;
}

export const technicalReviewFormRoutes = new Hono<AppEnv>()
  .post('/moderation/technical-review/:file', async (c) => {
    const input = await validForm(c, technicalReviewDecisionInput);
    const viewer = await formViewer(c);
    if (viewer instanceof Response) return viewer;
    await decideFile((await c.var.runtime()).db, viewer, c.req.param('file'), input);
    return c.redirect(`${PAGE}?status=${input.decision === 'clear' ? 'cleared' : 'removed'}`, 303);
  });
