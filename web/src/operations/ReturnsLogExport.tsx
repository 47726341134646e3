import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/Button';
import { Card } from '../components/Card';
import { type BoardFilter, exportQuery } from './boardFilter';

/**
 * The Returns Log as an Excel file for accounting (GET /api/pickup-requests/export-excel) with the
 * filters on screen: the file holds the rows the list shows. A plain link: the browser
 * downloads the streamed file itself, however large.
 */
export function ReturnsLogExport({ filter }: { filter: BoardFilter }) {
  const backwards = Boolean(filter.createdFrom && filter.createdTo && filter.createdFrom > filter.createdTo);
  const { t } = useTranslation();
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-semibold">{t('operations.export.title')}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('operations.export.description')}</p>
        </div>
        <a
          href={`/api/pickup-requests/export-excel${exportQuery(filter)}`}
          download
          aria-disabled={backwards || undefined}
          className={buttonClasses('secondary', backwards ? 'pointer-events-none opacity-60' : '')}
        >
          {t('operations.export.link')}
        </a>
      </div>
    </Card>
  );
}
