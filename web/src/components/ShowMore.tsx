import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';
import { t } from '../i18n';
import { Button } from './Button';

/** How many rows a list asks for at a time: a screen's worth, and never more than the server's page. */
export const LIST_PAGE = 50;

/**
 * The end of a list that pages (Relay's usePaginationFragment): "Show more" while rows follow,
 * so every row is reachable however long the list is.
 */
export function ShowMore({
  hasNext,
  isLoading,
  onMore,
  label,
}: {
  hasNext: boolean;
  isLoading: boolean;
  onMore: () => void;
  label?: string;
}) {
  const { t } = useTranslation();
  if (!hasNext) return null;
  return (
    <Button variant="secondary" className="mt-4 w-full" disabled={isLoading} onClick={onMore}>
      {isLoading ? t('common.loading') : (label ?? t('common.showMore'))}
    </Button>
  );
}

/** A list's description while it is shown in part: "Showing 50 of 2,500", else the description. */
export const shownOf = (shown: number, total: number, description: string) =>
  shown < total ? t('common.showingOf', { shown: formatCount(shown), total: formatCount(total) }) : description;
