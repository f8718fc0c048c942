// The OpenAPI operations of the report routes beside it, under /v2 and /v3 (the same shapes).
import { idsQuery } from '#contracts/api-queries.ts';
import { createReportRequest, editReportRequest, listReportsQuery, reportImageQuery } from '#contracts/reports.ts';
import { operation } from '#lib/api-operation.ts';

const tag = 'reports';
const report = { id: 'The report’s ID' };
const hidden = 'No such report, or neither the caller’s nor visible to staff (empty body)';

const apiOperations = (prefix: '/v2' | '/v3', suffix: '' | 'V3') => [
  operation({
    method: 'post', path: `${prefix}/report`, operationId: `submitReport${suffix}`, tag, summary: 'Report a project, version or user to the moderators',
    description: 'One open report per reporter and item (a second is a 409 naming the first); at most 10 new reports an hour per account (429).',
    scope: 'REPORT_CREATE', body: createReportRequest,
    responses: { 200: 'The report', 400: 'Invalid input, unknown report type or item not found', 401: 'No token with REPORT_CREATE', 409: 'An open report on this item exists', 429: 'Too many reports this hour' },
  }),
  operation({
    method: 'get', path: `${prefix}/report`, operationId: `getOpenReports${suffix}`, tag,
    summary: 'The caller’s open reports, or with all=true (moderators) every open report', scope: 'REPORT_READ', query: listReportsQuery,
    responses: { 200: 'OK', 400: 'Malformed parameter', 401: 'No token with REPORT_READ' },
  }),
  operation({
    method: 'get', path: `${prefix}/reports`, operationId: `getReports${suffix}`, tag, summary: 'Several reports by ID (those the caller may see)',
    scope: 'REPORT_READ', query: idsQuery, responses: { 200: 'OK', 400: 'Malformed parameter', 401: 'No token with REPORT_READ' },
  }),
  operation({
    method: 'get', path: `${prefix}/report/{id}`, pathParameters: report, operationId: `getReport${suffix}`, tag, summary: 'One report',
    scope: 'REPORT_READ', responses: { 200: 'OK', 401: 'No token with REPORT_READ', 404: hidden },
  }),
  operation({
    method: 'patch', path: `${prefix}/report/{id}`, pathParameters: report, operationId: `modifyReport${suffix}`, tag,
    summary: 'Edit a report’s body (the reporter, while it is open) or close and reopen it (moderators)', scope: 'REPORT_WRITE', body: editReportRequest,
    responses: { 204: 'Changed', 400: 'Invalid input', 401: 'No token with REPORT_WRITE, the report is closed, or only moderators may do this', 404: hidden, 409: 'Reopening would make a second open report' },
  }),
  operation({
    method: 'delete', path: `${prefix}/report/{id}`, pathParameters: report, operationId: `deleteReport${suffix}`, tag, summary: 'Delete a report (moderators)',
    scope: 'REPORT_DELETE', responses: { 204: 'Deleted', 401: 'No token with REPORT_DELETE, or not a moderator', 404: hidden },
  }),
];

const reportImageOperations = [
  operation({
    method: 'post', path: '/v3/image', operationId: 'uploadReportImage', tag,
    summary: 'Upload an image as evidence for a report (raw bytes, at most 1 MiB); pass its id in uploaded_images',
    scope: 'REPORT_CREATE', query: reportImageQuery,
    responses: { 200: 'The stored image', 400: 'Not an image, too large, or a context other than report', 401: 'No token with REPORT_CREATE' },
  }),
];

export const reportOperations = [...apiOperations('/v2', ''), ...apiOperations('/v3', 'V3'), ...reportImageOperations];
