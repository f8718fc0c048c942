// The filters a search page offers, from the tag lists: category groups in header order, loader groups, releases, licenses.
import type { Db } from '#access';
import type { ProjectType } from '#contracts/enums.ts';
import { ALL_RIGHTS_RESERVED, licenseName } from '#contracts/license.ts';
import {
  ALL_PLUGIN_LOADERS, DATAPACK_LOADERS, HIDDEN_MOD_LOADERS, MOD_LOADERS, PLUGIN_LOADERS, PLUGIN_PLATFORM_LOADERS, SHADER_LOADERS,
} from '#contracts/loaders.ts';
import { licenseNames, listCategories, listGameVersions, listLoaders } from '#catalog';
import type { LoaderGroup, SearchCatalog } from '#site/islands/search/props.ts';
import { sortTags, tagLabel, type TagNames } from '#site/lib/project-labels.ts';

/** The licenses most projects use; any other still works from a link (f=license:…). */
const COMMON_LICENSES = [
  'MIT', 'Apache-2.0', 'GPL-3.0-only', 'LGPL-3.0-only', 'AGPL-3.0-only', 'MPL-2.0', 'BSD-3-Clause', 'CC0-1.0', 'CC-BY-4.0',
  'CC-BY-SA-4.0', 'Unlicense', ALL_RIGHTS_RESERVED,
];

/** Modpacks target the main mod loaders only. */
const MAIN_MOD_LOADERS = MOD_LOADERS.filter((name) => !(HIDDEN_MOD_LOADERS as readonly string[]).includes(name));

/** Plugins and data packs share the mod categories (the category list has none of their own). */
const categoryTypeOf = (type: ProjectType) => (type === 'plugin' || type === 'datapack' ? 'mod' : type);

type Loader = { name: string; supported_project_types: string[] };

function loaderGroups(type: ProjectType, offered: Loader[]): LoaderGroup[] {
  const known = (names: readonly string[]) =>
    names.filter((name) => offered.some((loader) => loader.name === name)).sort((a, b) => tagLabel(a).localeCompare(tagLabel(b)));
  if (type === 'mod') {
    // Every other loader that runs mods (not a plugin or data pack one) is rare: it waits behind "Show more".
    const rare = offered
      .filter((loader) => loader.supported_project_types.includes('mod'))
      .map((loader) => loader.name)
      .filter((name) => !MAIN_MOD_LOADERS.includes(name as never) && !ALL_PLUGIN_LOADERS.includes(name) && !(DATAPACK_LOADERS as readonly string[]).includes(name));
    return [{ id: 'loaders', names: known(MAIN_MOD_LOADERS), more: known(rare) }];
  }
  if (type === 'modpack') return [{ id: 'loaders', names: known(MAIN_MOD_LOADERS), more: [] }];
  if (type === 'shader') return [{ id: 'loaders', names: known(SHADER_LOADERS), more: [] }];
  if (type === 'plugin') {
    return [
      { id: 'loaders', names: known(PLUGIN_LOADERS), more: [] },
      { id: 'platforms', names: known(PLUGIN_PLATFORM_LOADERS), more: [] },
    ];
  }
  return [];
}

/** `tagNames` are the page language's tag names: the island gets the labels it shows, not the message files. */
export async function loadCatalog(db: Db, type: ProjectType, tagNames: TagNames): Promise<SearchCatalog> {
  const [categories, loaders, releases, names] = await Promise.all([
    listCategories(db), listLoaders(db), listGameVersions(db, { type: 'release' }), licenseNames(db),
  ]);
  const own = categories.filter((category) => category.project_type === categoryTypeOf(type));
  const headers = Object.fromEntries(own.map((category) => [category.name, category.header]));
  const categoryGroups: SearchCatalog['categoryGroups'] = [];
  const tagOrder = sortTags(own.map((category) => category.name), own);
  for (const name of tagOrder) {
    const header = headers[name]!;
    const group = categoryGroups.at(-1);
    if (group?.header === header) group.names.push(name);
    else categoryGroups.push({ header, names: [name] });
  }
  return {
    headers,
    loaders: loaders.map((loader) => loader.name),
    categoryGroups,
    tagOrder,
    labels: Object.fromEntries([...tagOrder, ...loaders.map((loader) => loader.name)].map((name) => [name, tagLabel(name, tagNames)])),
    loaderGroups: loaderGroups(type, loaders),
    releases: releases.map((version) => version.version),
    licenses: COMMON_LICENSES.map((id) => ({ id, name: licenseName(id, names) || id })),
    environment: type === 'mod' || type === 'modpack',
  };
}
