// FavoriteButton: the heart on unit cards and pages (a toggle button: aria-pressed). A native
// button: a search page hydrates 24 of them, and react-aria's ToggleButton (press and hover
// tracking) made each a measurable part of that (see docs/performance.md, ninth round).
// While `isPending` presses are ignored, so repeat clicks during a request do nothing (spec 4).
import { cx } from './cx.ts';
import { HeartFilledIcon, HeartIcon } from './icons.tsx';
import './FavoriteButton.css';

export interface FavoriteButtonProps {
  isFavorite: boolean;
  onChange: (isFavorite: boolean) => void;
  isPending?: boolean;
  /** The heart's state on this device is not read yet (data-loading); presses are still taken. */
  isLoading?: boolean;
  /** Added to the name so a grid of hearts is told apart: 'Favoritar Tokaas - 0007'. */
  unitName?: string;
  className?: string;
}

export function FavoriteButton({
  isFavorite,
  onChange,
  isPending,
  isLoading,
  unitName,
  className,
}: FavoriteButtonProps) {
  return (
    <button
      type="button"
      className={cx('tk-FavoriteButton', className)}
      aria-pressed={isFavorite}
      onClick={() => {
        if (!isPending) onChange(!isFavorite);
      }}
      aria-label={unitName ? `Favoritar ${unitName}` : 'Favoritar'}
      data-selected={isFavorite || undefined}
      data-pending={isPending || undefined}
      data-loading={isLoading || undefined}
    >
      {isFavorite ? <HeartFilledIcon /> : <HeartIcon />}
    </button>
  );
}
