import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { parseLocale, type NotificationItem } from '../../core';
import { useViewModel } from '../kit/injection';
import { FormFrame } from '../kit/forms/form-frame';
import { LoadState } from '../kit/load-state';
import { NotificationsViewModel } from './notifications.view-model';

/** A commodity's name in a locale. */
const nameIn = (item: NotificationItem, locale: string) => item[`name${parseLocale(locale)}` as const] || item.nome;

/** The notification tab: block all, and e-mail and app per commodity. */
export const NotificationsTab = observer(function NotificationsTab() {
  const viewModel = useViewModel(NotificationsViewModel);
  const { t, i18n } = useTranslation('account');
  const { settings } = viewModel;
  return (
    <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
      <p>{t('notifications.intro')}</p>
      <FormFrame
        labelledBy="account-tab-title"
        busy={viewModel.saving}
        onSubmit={() => void viewModel.save()}
        submitLabel={t('notifications.save')}
      >
        <div className="checkbox">
          <input
            id="notifications-block-all"
            type="checkbox"
            checked={settings.blockAll}
            onChange={(event) => viewModel.setBlockAll(event.target.checked)}
          />
          <label htmlFor="notifications-block-all">{t('notifications.blockAll')}</label>
        </div>
        <table className="choice-table">
          <thead>
            <tr>
              <th scope="col">{t('notifications.commodity')}</th>
              <th scope="col">{t('notifications.byEmail')}</th>
              <th scope="col">{t('notifications.byApp')}</th>
            </tr>
          </thead>
          <tbody>
            {settings.items.map((item) => {
              const name = nameIn(item, i18n.language);
              return (
                <tr key={item.commodity}>
                  <th scope="row">{name}</th>
                  {(['email', 'app'] as const).map((channel) => (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        aria-label={t(channel === 'email' ? 'notifications.byEmailOf' : 'notifications.byAppOf', {
                          name,
                        })}
                        checked={item[channel]}
                        disabled={settings.blockAll}
                        onChange={(event) => viewModel.setChannel(item.commodity, channel, event.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </FormFrame>
    </LoadState>
  );
});
