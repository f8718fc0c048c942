// The documented operations, in the document's order: each module declares its own beside its routes, this only lists them.
// The modules import nothing from here (their declarations use #lib/api-operation.ts), so listing them makes no cycle.
import { userOperations } from '#accounts';
import {
  downloadOperations, projectOperations, statisticsOperations, tagOperations, versionFileOperations, versionOperations, versionPublishingOperations,
} from '#catalog';
import { entitlementOperations } from '#billing';
import { collectionOperations, followOperations, organizationOperations, teamOperations } from '#community';
import { imageOperations } from '#images';
import type { ApiOperation } from '#lib/api-operation.ts';
import { notificationOperations } from '#notifications';
import { banOperations, reportOperations, reviewOperations, technicalReviewOperations, threadOperations } from '#moderation';
import { oauthOperations } from '#oauth';
import { payoutOperations } from '#payouts';
import { analyticsOperations } from '#analytics';
import { backupOperations, noticeOperations, serverOperations, staffServerOperations } from '#servers';
import { serverContentOperations, serverFileOperations } from '#servers';
import { searchOperations } from '#search';

export const OPERATIONS: readonly ApiOperation[] = [
  ...searchOperations,
  ...projectOperations,
  ...followOperations,
  ...versionOperations,
  ...versionPublishingOperations,
  ...versionFileOperations,
  ...userOperations,
  ...teamOperations,
  ...statisticsOperations,
  ...tagOperations,
  ...notificationOperations,
  ...organizationOperations,
  ...collectionOperations,
  ...downloadOperations,
  ...imageOperations,
  ...oauthOperations,
  ...reportOperations,
  ...threadOperations,
  ...reviewOperations,
  ...banOperations,
  ...technicalReviewOperations,
  ...entitlementOperations,
  ...payoutOperations,
  ...analyticsOperations,
  ...serverOperations,
  ...serverFileOperations,
  ...serverContentOperations,
  ...backupOperations,
  ...noticeOperations,
  ...staffServerOperations,
];
