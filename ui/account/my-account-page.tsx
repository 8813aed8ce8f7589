import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type AccountData } from '../../core';
import { useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { AccountChangeDto, PhoneDto } from './dto/account-forms.dto';
import { FormField } from '../kit/forms/form-controls';
import { FormFrame } from '../kit/forms/form-frame';
import { useModelForm } from '../kit/forms/use-model-form';
import { LoadState } from '../kit/load-state';
import { MyAccountViewModel } from './my-account.view-model';

/** The account data as a description list (SPEC §3, Account). */
function AccountDataList({ account }: { account: AccountData }) {
  const { t } = useTranslation(['account', 'common']);
  const rows: [string, string][] = [
    [t('common.email'), account.email],
    [t('common.name'), account.nome],
    [t('myAccount.personType'), account.userType ? t(`register.${account.userType}`) : t('myAccount.notInformed')],
    [t('myAccount.document'), account.document || t('myAccount.notInformed')],
    [t('common.phone'), account.phone || t('myAccount.notInformed')],
    [t('myAccount.groups'), account.groups.length > 0 ? account.groups.join(', ') : t('myAccount.noGroups')],
    [t('myAccount.language'), t(`common:locales.${account.language}`)],
    [t('myAccount.country'), t(`countries.${account.country}`, { defaultValue: account.country })],
    [t('myAccount.profile'), t(`profiles.${account.profile}`)],
    [t('myAccount.signature'), account.signature],
  ];
  return (
    <dl className="data-list">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /my-account: account data, phone, a change request to customer service, and the data-deletion request. */
export const MyAccountPage = observer(function MyAccountPage() {
  const viewModel = useViewModel(MyAccountViewModel);
  const { t } = useTranslation('account');
  usePageTitle(t('myAccount.title'));
  const phone = useModelForm(viewModel.phoneForm, PhoneDto);
  const change = useModelForm(viewModel.changeForm, AccountChangeDto, { resetWhenDone: true });
  return (
    <section className="page" aria-labelledby="my-account-title">
      <h1 id="my-account-title">{t('myAccount.title')}</h1>
      <p>{t('myAccount.intro')}</p>
      <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
        {viewModel.account && (
          <>
            <h2>{t('myAccount.data')}</h2>
            <AccountDataList account={viewModel.account} />

            <h2 id="my-account-phone">{t('myAccount.phoneTitle')}</h2>
            <FormFrame
              labelledBy="my-account-phone"
              busy={viewModel.phoneForm.pending}
              onSubmit={phone.onSubmit}
              submitLabel={t('myAccount.savePhone')}
            >
              <FormField
                control={phone.control}
                name="phone"
                id="my-account-phone-input"
                label={t('common.phone')}
                mask="phone"
                inputMode="tel"
                autoComplete="tel"
              />
            </FormFrame>

            <h2 id="my-account-change">{t('myAccount.changeTitle')}</h2>
            <FormFrame
              labelledBy="my-account-change"
              busy={viewModel.changeForm.pending}
              onSubmit={change.onSubmit}
              submitLabel={t('myAccount.changeSubmit')}
            >
              <FormField
                control={change.control}
                name="message"
                id="my-account-change-message"
                label={t('myAccount.changeMessage')}
                multiline
              />
            </FormFrame>

            <h2>{t('myAccount.deletionTitle')}</h2>
            <p>{t('myAccount.deletionIntro')}</p>
            <Button className="button button-danger" onPress={() => viewModel.setDeletionDialogOpen(true)}>
              {t('myAccount.deletionButton')}
            </Button>
            <ModalOverlay
              className="modal-overlay"
              isDismissable
              isOpen={viewModel.deletionDialogOpen}
              onOpenChange={viewModel.setDeletionDialogOpen}
            >
              <Modal className="modal">
                <Dialog className="dialog" role="alertdialog">
                  <Heading slot="title" className="dialog-title">
                    {t('myAccount.deletionConfirmTitle')}
                  </Heading>
                  <p>{t('myAccount.deletionConfirmText')}</p>
                  <div className="dialog-actions">
                    <Button
                      className="button button-danger"
                      isDisabled={viewModel.deleting}
                      onPress={() => void viewModel.confirmDeletion()}
                    >
                      {t('myAccount.deletionConfirm')}
                    </Button>
                    <Button className="button button-secondary" onPress={() => viewModel.setDeletionDialogOpen(false)}>
                      {t('myAccount.cancel')}
                    </Button>
                  </div>
                </Dialog>
              </Modal>
            </ModalOverlay>
          </>
        )}
      </LoadState>
    </section>
  );
});
