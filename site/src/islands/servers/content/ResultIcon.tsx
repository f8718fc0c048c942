// A project's icon in the Content page's lists, or its first letter where it has none.
interface Props {
  title: string;
  iconUrl: string | null;
}

export function ResultIcon({ title, iconUrl }: Props) {
  return iconUrl
    ? <img src={iconUrl} alt="" width={36} height={36} loading="lazy" />
    : <span className="no-icon" aria-hidden="true">{title.slice(0, 1).toUpperCase()}</span>;
}
