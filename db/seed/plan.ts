// Plans every project before any bytes are made: type, owner, status, dates, taxonomy, links, versions, popularity, dependencies.
import type { ProjectStatus, ProjectType, SideType } from '#contracts/enums.ts';
import { ProjectPermission } from '#contracts/permissions.ts';
import type { Timeline } from './gameversions.ts';
import type { IdFactory } from './idgen.ts';
import { modIdOf, type NameRegistry } from './names.ts';
import { projectTeam, type CreatorPool, type OrganizationPlan, type Person, type TeamMemberRow } from './people.ts';
import { projectDownloads, splitDownloads } from './popularity.ts';
import { DAY_MS, HOUR_MS, Random, WeightedTable } from './random.ts';
import * as tax from './taxonomy.ts';
import { MOD_THEMES, MODPACK_THEMES, PLUGIN_THEMES, RESOURCEPACK_THEMES, SHADER_THEMES, type Theme } from './themes.ts';
import { planVersions, type VersionPlan } from './versionplan.ts';

export interface ProjectPlan {
  id: string;
  teamId: string;
  threadId: string;
  type: ProjectType;
  status: ProjectStatus;
  title: string;
  slug: string;
  modId: string;
  theme: Theme;
  categories: tax.PickedCategory[];
  isLibrary: boolean;
  owner: Person;
  organization: OrganizationPlan | null;
  /** Name shown as author inside archives: the organization for org projects. */
  authorName: string;
  loaders: readonly string[];
  pinned?: number;
  clientSide: SideType;
  serverSide: SideType;
  license: string;
  sourceUrl: string | null;
  issuesUrl: string | null;
  wikiUrl: string | null;
  discordUrl: string | null;
  donations: { platform: string; url: string }[];
  published: number;
  queued: number | null;
  approved: number | null;
  updated: number;
  requestedStatus: 'approved' | null;
  downloads: number;
  followers: number;
  versions: VersionPlan[];
  requires: ProjectPlan[];
  optional: ProjectPlan[];
  incompatible: ProjectPlan[];
  /** Stream for everything made later (prose, files), independent of how much planning drew. */
  content: Random;
}

export interface PlanContext {
  rng: Random;
  ids: IdFactory;
  names: NameRegistry;
  timeline: Timeline;
  categories: tax.Categories;
  donationPlatforms: readonly string[];
  people: readonly Person[];
  creators: CreatorPool;
  orgs: readonly OrganizationPlan[];
  creator: Person;
  count: number;
  now: number;
}

const THREE_YEARS = 3 * 365 * DAY_MS;

export function themeFor(type: ProjectType, category: string): Theme {
  const table = type === 'resourcepack' ? RESOURCEPACK_THEMES : type === 'shader' ? SHADER_THEMES : type === 'modpack' ? MODPACK_THEMES
    : type === 'plugin' ? { ...MOD_THEMES, ...PLUGIN_THEMES } : MOD_THEMES;
  return table[category] ?? MOD_THEMES.utility!;
}

function links(r: Random, license: string, handle: string, slug: string, title: string) {
  const open = tax.isOpenLicense(license) ? r.chance(0.95) : r.chance(0.1);
  const host = r.weighted([['github.com', 80], ['gitlab.com', 12], ['codeberg.org', 8]] as const);
  const repo = r.chance(0.5) ? slug : title.replace(/[^A-Za-z0-9]+/g, '') || slug;
  const sourceUrl = open ? `https://${host}/${handle}/${repo}` : null;
  return {
    sourceUrl,
    issuesUrl: sourceUrl && r.chance(0.8) ? `${sourceUrl}/issues` : null,
    wikiUrl: sourceUrl && host === 'github.com' && r.chance(0.2) ? `${sourceUrl}/wiki` : null,
    discordUrl: r.chance(0.3) ? `https://discord.gg/${r.token(8, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789')}` : null,
  };
}

function donationUrl(r: Random, platform: string, handle: string): string {
  switch (platform) {
    case 'patreon': return `https://www.patreon.com/${handle}`;
    case 'bmac': return `https://www.buymeacoffee.com/${handle}`;
    case 'paypal': return `https://www.paypal.com/donate/?hosted_button_id=${r.token(13, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`;
    case 'github': return `https://github.com/sponsors/${handle}`;
    case 'ko-fi': return `https://ko-fi.com/${handle}`;
    default: return `https://liberapay.com/${handle}`;
  }
}

function planOne(ctx: PlanContext, index: number, members: TeamMemberRow[]): ProjectPlan {
  const r = ctx.rng.fork();
  const content = r.fork();
  const scripted = tax.CREATOR_PROJECTS[index];
  const type = scripted ? scripted[0] : tax.TYPE_MIX.pick(r);
  const status = scripted ? scripted[1] : tax.STATUS_MIX.pick(r);
  const organization = !scripted && ctx.orgs.length > 0 && r.chance(0.15) ? r.pick(ctx.orgs) : null;
  const owner = scripted ? ctx.creator : organization ? organization.owner : ctx.creators.pick(r);

  const primary = tax.PRIMARY_CATEGORY[type].pick(r);
  const isLibrary = (type === 'mod' || type === 'plugin') && primary === 'library';
  const theme = themeFor(type, primary);
  const { title, slug } = ctx.names.projectTitle(r, isLibrary ? 'library' : type, theme);
  const profile = tax.LOADER_PROFILES[type].pick(r);
  const legacy = profile.legacy ? ctx.timeline.get(r.pick(profile.legacy))?.index : undefined;
  const [clientSide, serverSide] = tax.SIDES[type].pick(r);
  const license = tax.pickLicense(r, type);
  const handle = organization ? organization.slug : owner.username;
  const donations = r.chance(0.15)
    ? r.sample(ctx.donationPlatforms, r.int(1, 2)).map((platform) => ({ platform, url: donationUrl(r, platform, handle) }))
    : [];

  // Timeline: created → first version → queued → approved → later versions (archived projects stopped updating).
  const earliest = Math.max(owner.created, organization?.created ?? 0) + DAY_MS;
  const fresh = status === 'draft' || status === 'processing' || status === 'rejected';
  const from = fresh ? Math.max(earliest, ctx.now - 90 * DAY_MS) : earliest;
  const to = fresh ? ctx.now - DAY_MS : ctx.now - 10 * DAY_MS;
  const published = Math.round(from + Math.max(0, to - from) * r.float());
  const firstTime = Math.min(published + Math.round(r.float() * 2 * DAY_MS), ctx.now - HOUR_MS);
  const queued = status === 'draft' ? null : Math.min(firstTime + Math.round(r.between(0.2, 24) * HOUR_MS), ctx.now - HOUR_MS / 2);
  const approved = queued !== null && tax.wasApproved(status) ? Math.min(queued + Math.round(r.between(1, 96) * HOUR_MS), ctx.now - HOUR_MS / 4) : null;
  const laterFrom = approved ?? firstTime;
  const laterTo = status === 'archived' ? laterFrom + (ctx.now - laterFrom) * 0.4 : ctx.now - HOUR_MS;

  const teamId = ctx.ids.next();
  const team = organization ? projectTeam(r, ctx.ids, teamId, owner, []) : projectTeam(r, ctx.ids, teamId, owner, ctx.people);
  members.push(...team);
  const authors = team.filter((m) => m.accepted && ((m.permissions ?? 0) & ProjectPermission.UPLOAD_VERSION)).map((m) => m.userId);

  const id = ctx.ids.next();
  const threadId = ctx.ids.next();
  const versions = planVersions(r, {
    type, title, loaders: profile.loaders, timeline: ctx.timeline,
    range: ctx.timeline.rangeFor(profile.loaders) ?? [0, ctx.timeline.releases.length - 1], pinned: legacy,
    firstTime, laterFrom, laterTo, authors, nextId: () => ctx.ids.next(),
    sources: type === 'mod' && tax.isOpenLicense(license) && r.chance(0.15),
  });
  const downloads = projectDownloads(r, status, (ctx.now - published) / THREE_YEARS);
  splitDownloads(r, downloads, versions.length).forEach((count, k) => (versions[k]!.downloads = count));
  const lastRelease = versions.findLast((version) => version.type === 'release');
  if (lastRelease && r.chance(0.35)) lastRelease.featured = true;
  if (versions.length > 2 && r.chance(0.1)) versions[0]!.featured = true;

  return {
    id, teamId, threadId, type, status, title, slug, modId: modIdOf(slug), theme,
    categories: ctx.categories.pick(r, type, primary), isLibrary, owner, organization, authorName: handle,
    loaders: profile.loaders, pinned: legacy, clientSide, serverSide, license, ...links(r, license, handle, slug, title), donations,
    published, queued, approved, updated: versions[versions.length - 1]!.time,
    requestedStatus: status === 'processing' || status === 'rejected' ? 'approved' : null,
    downloads, followers: 0, versions, requires: [], optional: [], incompatible: [], content,
  };
}

/** Libraries and other public projects that share a loader, weighted by downloads, for dependency picks. */
function pools(plans: readonly ProjectPlan[], filter: (plan: ProjectPlan) => boolean): Map<string, WeightedTable<ProjectPlan>> {
  const byLoader = new Map<string, [ProjectPlan, number][]>();
  for (const plan of plans) {
    if (!tax.isPublicStatus(plan.status) || !filter(plan)) continue;
    for (const loader of plan.loaders) {
      const entries = byLoader.get(loader) ?? [];
      entries.push([plan, Math.sqrt(plan.downloads + 1)]);
      byLoader.set(loader, entries);
    }
  }
  return new Map([...byLoader].map(([loader, entries]) => [loader, new WeightedTable(entries)]));
}

function linkDependencies(rng: Random, plans: readonly ProjectPlan[]): void {
  const libraries = pools(plans, (plan) => plan.isLibrary);
  const mods = pools(plans, (plan) => plan.type === 'mod' && !plan.isLibrary);
  for (const plan of plans) {
    const r = rng.fork();
    if (plan.type !== 'mod' && plan.type !== 'plugin') continue;
    const pick = (table: Map<string, WeightedTable<ProjectPlan>>, into: ProjectPlan[]) => {
      const pool = table.get(r.pick(plan.loaders));
      const found = pool?.pick(r);
      if (found && found !== plan && !into.includes(found) && found.type === plan.type) into.push(found);
    };
    if (r.chance(plan.type === 'mod' ? 0.35 : 0.2)) {
      pick(libraries, plan.requires);
      if (r.chance(0.2)) pick(libraries, plan.requires);
    }
    if (plan.type === 'mod' && r.chance(0.08)) pick(mods, plan.optional);
    if (plan.type === 'mod' && r.chance(0.02)) pick(mods, plan.incompatible);
  }
}

/** All projects in index order (the demo creator's come first), plus every project team member. */
export function planProjects(ctx: PlanContext): { plans: ProjectPlan[]; members: TeamMemberRow[] } {
  const members: TeamMemberRow[] = [];
  const plans: ProjectPlan[] = [];
  for (let i = 0; i < ctx.count; i++) plans.push(planOne(ctx, i, members));
  linkDependencies(ctx.rng.fork(), plans);
  return { plans, members };
}
