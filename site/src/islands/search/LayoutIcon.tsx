// Pictograms for the list, grid and gallery layouts.
import type { SearchDisplayMode } from '../../../../functions/contracts/cosmetics.ts';

const PATHS: Record<SearchDisplayMode, string> = {
  list: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  gallery: 'M3 5h18v10H3zM3 19h8M13 19h8',
};

export default function LayoutIcon({ layout }: { layout: SearchDisplayMode }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[layout]} />
    </svg>
  );
}
