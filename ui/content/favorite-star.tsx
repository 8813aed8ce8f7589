/**
 * The favourite toggle of a content (a star): pressed while the content is a favourite. Plain and hook-free, so each
 * entry of a long list pays next to nothing for it.
 */
export function FavoriteStar({
  on,
  label,
  onToggle,
  className = '',
}: {
  on: boolean;
  /** The accessible name: "add to" or "remove from" the favourites. */
  label: string;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`favorite-star ${className}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
