// Projects as listing cards for profile, organization and collection pages: canonical URL and author per project.
import type { Reading } from '#access';
import type { Viewer } from '#access';
import { projectTypeForUrl } from '#contracts/loaders.ts';
import { getOrganizationsByIds } from '#community';
import { resolveVisibleProjects } from '#catalog';
import type { ProjectV2 } from '#catalog';
import type { ProjectCard } from '#catalog';
import { teamsMembers } from '#community';
import { projectPath } from '#site/lib/project-urls.ts';

/** The organization's name for organization projects, else the team owner's username. */
async function authors(reading: Reading, viewer: Viewer | null, projects: ProjectV2[]): Promise<Map<string, string>> {
  const organizations = await getOrganizationsByIds(reading, projects.flatMap((project) => (project.organization ? [project.organization] : [])));
  const teams = await teamsMembers(reading, viewer, [...new Set(projects.map((project) => project.team))]);
  const owners = new Map(teams.flat().filter((member) => member.role === 'Owner').map((member) => [member.team_id, member.user.username]));
  const names = new Map(organizations.map((organization) => [organization.id, organization.name]));
  return new Map(projects.flatMap((project) => {
    const name = (project.organization ? names.get(project.organization) : undefined) ?? owners.get(project.team);
    return name ? [[project.id, name] as const] : [];
  }));
}

export async function projectCards(reading: Reading, viewer: Viewer | null, projects: ProjectV2[]): Promise<ProjectCard[]> {
  const [rows, names] = await Promise.all([resolveVisibleProjects(reading.db, viewer, projects.map((project) => project.id)), authors(reading, viewer, projects)]);
  const types = new Map(rows.map(({ row }) => [row.id, row.projectType]));
  return projects.flatMap((project) => {
    const type = types.get(project.id);
    if (!type) return [];
    return [{
      id: project.id,
      slug: project.slug,
      url: projectPath(projectTypeForUrl(type, project.loaders), project.slug ?? project.id),
      projectType: type,
      title: project.title,
      description: project.description,
      iconUrl: project.icon_url,
      color: project.color,
      downloads: project.downloads,
      followers: project.followers,
      updated: project.updated,
      author: names.get(project.id) ?? null,
      categories: project.categories,
      loaders: project.loaders,
    }];
  });
}
