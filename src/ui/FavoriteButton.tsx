// FavoriteButton: the heart on unit cards and pages (react-aria ToggleButton, aria-pressed).
// While `isPending` presses are ignored, so repeat clicks during a request do nothing (spec 4).
import { ToggleButton } from 'react-aria-components';
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
    <ToggleButton
      className={cx('tk-FavoriteButton', className)}
      isSelected={isFavorite}
      onChange={(next) => {
        if (!isPending) onChange(next);
      }}
      aria-label={unitName ? `Favoritar ${unitName}` : 'Favoritar'}
      data-pending={isPending || undefined}
      data-loading={isLoading || undefined}
    >
      {isFavorite ? <HeartFilledIcon /> : <HeartIcon />}
    </ToggleButton>
  );
}
