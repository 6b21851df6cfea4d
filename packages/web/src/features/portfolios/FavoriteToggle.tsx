import { ActionIcon, Tooltip } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";

type FavoriteToggleProps = {
  name: string;
  isFavorite: boolean;
  onToggle: () => void;
};

/** The star of a portfolio: a toggle button, pressed while it is a favourite. */
export function FavoriteToggle({ name, isFavorite, onToggle }: FavoriteToggleProps) {
  const label = isFavorite ? `Remove ${name} from favourites` : `Add ${name} to favourites`;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={isFavorite ? "yellow" : "gray"}
        // A toggle keeps one name; its pressed state says whether it is a favourite.
        aria-label={`Favourite ${name}`}
        aria-pressed={isFavorite}
        onClick={onToggle}
      >
        {isFavorite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
