// One search hit as a list row, grid card or gallery card; its tags link to the search filtered by them.
import type { SearchDisplayMode } from '#contracts/cosmetics.ts';
import { formatNumber, formatRelative } from '#site/lib/format.ts';
import { fill, plural, type SearchStrings } from './props.ts';
import { tintOf, type ResultCard } from './results.ts';

interface Props {
  card: ResultCard;
  layout: SearchDisplayMode;
  strings: SearchStrings;
  path: string;
  locale: string;
  /** Tag display names from the page's catalog. */
  labels: Record<string, string>;
}

const MAX_TAGS = 5;

export default function ResultItem({ card, layout, strings, path, locale, labels }: Props) {
  const tint = tintOf(card);
  const tags = [
    ...card.categories.map((name) => ({ name, href: `${path}?f=categories:${encodeURIComponent(name)}` })),
    ...card.loaders.map((name) => ({ name, href: `${path}?l=${encodeURIComponent(name)}` })),
  ].slice(0, MAX_TAGS);
  return (
    <article className={`search-result search-result-${layout} card`}>
      {layout === 'gallery' && (
        <a className="search-result-media" href={card.url} tabIndex={-1} aria-hidden="true" style={{ backgroundColor: tint }}>
          {card.image && <img src={card.image} alt="" loading="lazy" />}
        </a>
      )}
      <a className="search-result-icon" href={card.url} tabIndex={-1} aria-hidden="true" style={card.icon ? undefined : { backgroundColor: tint }}>
        {card.icon ? <img src={card.icon} alt="" width="64" height="64" loading="lazy" /> : <span>{card.title.slice(0, 1).toUpperCase()}</span>}
      </a>
      <div className="search-result-head">
        <h3><a href={card.url}>{card.title}</a></h3>
        {card.author && <p className="search-result-author">{fill(strings.card.by, { author: card.author })}</p>}
        <p className="search-result-type">{strings.card.types[card.type]}</p>
      </div>
      <p className="search-result-summary">{card.description}</p>
      {tags.length > 0 && (
        <ul className="search-result-tags" aria-label={strings.card.tags}>
          {tags.map((tag) => <li key={tag.name}><a href={tag.href}>{labels[tag.name] ?? tag.name}</a></li>)}
        </ul>
      )}
      <div className="search-result-stats">
        <p>{plural(strings.card.downloads, card.downloads, locale, formatNumber(card.downloads, locale))}</p>
        <p>{plural(strings.card.followers, card.follows, locale, formatNumber(card.follows, locale))}</p>
        <p className="muted">
          <time dateTime={card.updated} suppressHydrationWarning>{fill(strings.card.updated, { when: formatRelative(card.updated, new Date(), locale) })}</time>
        </p>
      </div>
    </article>
  );
}
