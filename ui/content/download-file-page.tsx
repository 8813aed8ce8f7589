import { Download } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { downloadFailureMessage } from '../../core';
import { useCatalogue } from '../kit/i18n/use-catalogue';
import { useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { DownloadFileViewModel } from './download-file.view-model';

/**
 * /pages/download-file?token=…: the public download of an e-mailed link (no session needed; the one page an
 * unauthenticated user is not sent to login from). The download starts on the user's request; the page says when the
 * token is not found, when it is invalid (used or expired), and when the download failed.
 */
export const DownloadFilePage = observer(function DownloadFilePage() {
  const [params] = useSearchParams();
  const viewModel = useViewModel(DownloadFileViewModel, params.get('token') ?? '');
  const catalogue = useCatalogue();
  const { t } = useTranslation('content-download');
  usePageTitle(t('title'));
  const busy = viewModel.state === 'downloading';
  return (
    <section className="page info-page download-file-page">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      {viewModel.token === '' ? (
        <p className="notice" role="alert">
          {t('noToken')}
        </p>
      ) : (
        <p>
          <button
            type="button"
            className="button button-primary"
            aria-busy={busy}
            disabled={busy || viewModel.state === 'done'}
            onClick={() => void viewModel.start()}
          >
            <Download aria-hidden="true" size={16} /> {busy ? t('downloading') : t('download')}
          </button>
        </p>
      )}
      {viewModel.state === 'done' ? <p role="status">{t('done', { name: viewModel.fileName })}</p> : null}
      {viewModel.state === 'failed' ? (
        <p className="notice" role="alert">
          {downloadFailureMessage(viewModel.failure, catalogue)}
        </p>
      ) : null}
      <p>
        <Link to="/pages/login">{t('signIn')}</Link>
      </p>
    </section>
  );
});
