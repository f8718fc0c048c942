// One search result as the Content page's lists show it: icon, the project's title linking to its page, and its summary.
import type { SearchHit } from '#contracts/search.ts';
import { projectPath } from '#site/lib/project-urls.ts';
import { ResultIcon } from './ResultIcon.tsx';

export function HitSummary({ hit }: { hit: SearchHit }) {
  return (
    <div className="project-cell">
      <ResultIcon title={hit.title} iconUrl={hit.icon_url || null} />
      <div>
        <a href={projectPath(hit.project_type, hit.slug ?? hit.project_id)}>{hit.title}</a>
        <p>{hit.description}</p>
      </div>
    </div>
  );
}
