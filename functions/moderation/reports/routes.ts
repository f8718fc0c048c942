// HTTP routes for reports (api-compat §reports): POST, GET and PATCH /report, GET /reports?ids=, GET, PATCH and DELETE /report/{id}.
import { Hono } from 'hono';
import { requireViewer } from '#access';
import type { AppEnv } from '#access';
import { idsQuery } from '#contracts/api-queries.ts';
import { createReportRequest, editReportRequest, listReportsQuery } from '#contracts/reports.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import { createReport, deleteReport, editReport, getReport, listReports, reportsByIds } from './service.ts';

export const reportRoutes = new Hono<AppEnv>()
  .post('/report', async (c) => {
    const viewer = await requireViewer(c, 'REPORT_CREATE');
    const request = await validJson(c, createReportRequest);
    return c.json(await createReport(await c.var.runtime(), viewer, request));
  })
  .get('/report', async (c) => {
    const viewer = await requireViewer(c, 'REPORT_READ');
    const query = validQuery(c, listReportsQuery);
    return c.json(await listReports((await c.var.runtime()).db, viewer, query));
  })
  .get('/reports', async (c) => {
    const viewer = await requireViewer(c, 'REPORT_READ');
    const { ids } = validQuery(c, idsQuery);
    return c.json(await reportsByIds((await c.var.runtime()).db, viewer, ids));
  })
  .get('/report/:id', async (c) => {
    const viewer = await requireViewer(c, 'REPORT_READ');
    return c.json(await getReport((await c.var.runtime()).db, viewer, c.req.param('id')));
  })
  .patch('/report/:id', async (c) => {
    const viewer = await requireViewer(c, 'REPORT_WRITE');
    const edit = await validJson(c, editReportRequest);
    await editReport((await c.var.runtime()).db, viewer, c.req.param('id'), edit);
    return c.body(null, 204);
  })
  .delete('/report/:id', async (c) => {
    const viewer = await requireViewer(c, 'REPORT_DELETE');
    await deleteReport((await c.var.runtime()).db, viewer, c.req.param('id'));
    return c.body(null, 204);
  });
