// The loaders a project type may use, from /v2/tag/loader (plugins and data packs are mods there, as in v2).
import { useEffect, useState } from 'react';
import { listLoaders } from '#site/lib/api-versions.ts';

const tagTypeOf = (projectType: string) => (projectType === 'plugin' || projectType === 'datapack' ? 'mod' : projectType);

export function useOfferedLoaders(projectType: string): string[] | null {
  const [offered, setOffered] = useState<string[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    listLoaders(controller.signal).then(
      (loaders) => setOffered(loaders.filter((loader) => loader.supported_project_types.includes(tagTypeOf(projectType))).map((loader) => loader.name)),
      () => setOffered([]),
    );
    return () => controller.abort();
  }, [projectType]);
  return offered;
}
