// The community module's public surface. Community: teams, organizations, collections and follows.
// Other modules and the site import only this file; everything else in the folder is private.
export { dashboardCollections, followedCollection } from './collections/followed.ts';
export { canEditCollection } from './collections/policy.ts';
export { collectionOperations } from './collections/openapi.ts';
export { collectionFormRoutes, collectionRoutes } from './collections/routes.ts';
export { collectionProjects, collectionsOfUser, getCollection } from './collections/service.ts';
export type { CollectionV3 } from '#contracts/wire/collection.ts';
export { followOperations } from './follows/openapi.ts';
export { followRoutes } from './follows/routes.ts';
export { organizationOperations } from './organizations/openapi.ts';
export { mayManageOrganization } from './organizations/policy.ts';
export { organizationRoutes } from './organizations/routes.ts';
export { getOrganization, getOrganizationsByIds, organizationMembers, organizationProjects, organizationsOfUser } from './organizations/service.ts';
export type { OrganizationView } from './organizations/view.ts';
export { getOrganizationV3 } from './organizations/write-service.ts';
export { teamOperations } from './teams/openapi.ts';
export { selectTeamMembers } from './teams/queries.ts';
export { teamRoutes, teamV3Routes } from './teams/routes.ts';
export { teamMembers, teamsMembers } from './teams/service.ts';
export { teamWriteRoutes } from './teams/write-routes.ts';
