import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AccountData } from '../../core';
import { useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { AccountChangeDto, PhoneDto } from './dto/account-forms.dto';
import { applyIssues } from '../kit/forms/apply-issues';
import { FormField, SubmitButton } from '../kit/forms/form-controls';
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
  const phoneForm = useForm<PhoneDto>({ resolver: classValidatorResolver(PhoneDto), defaultValues: { phone: '' } });
  const changeForm = useForm<AccountChangeDto>({ resolver: classValidatorResolver(AccountChangeDto), defaultValues: { message: '' } });
  const savePhone = phoneForm.handleSubmit(async ({ phone }) => applyIssues(phoneForm.setError, await viewModel.savePhone(phone)));
  const sendChange = changeForm.handleSubmit(async ({ message }) => {
    const { ok, issues } = await viewModel.requestChange(message);
    if (ok) changeForm.reset();
    else applyIssues(changeForm.setError, issues);
  });
  return (
    <section className="page" aria-labelledby="my-account-title">
      <h1 id="my-account-title">{t('myAccount.title')}</h1>
      <p>{t('myAccount.intro')}</p>
      <LoadState status={viewModel.status} onRetry={() => void viewModel.load()}>
        {viewModel.account && (
          <>
            <h2>{t('myAccount.data')}</h2>
            <AccountDataList account={viewModel.account} />

            <h2 id="my-account-phone">{t('myAccount.phoneTitle')}</h2>
            <form noValidate aria-labelledby="my-account-phone" onSubmit={(event) => void savePhone(event)}>
              <fieldset className="form-fields" disabled={viewModel.savingPhone}>
                <FormField control={phoneForm.control} name="phone" id="my-account-phone-input" label={t('common.phone')} mask="phone" inputMode="tel" autoComplete="tel" />
                <SubmitButton busy={viewModel.savingPhone}>{t('myAccount.savePhone')}</SubmitButton>
              </fieldset>
            </form>

            <h2 id="my-account-change">{t('myAccount.changeTitle')}</h2>
            <form noValidate aria-labelledby="my-account-change" onSubmit={(event) => void sendChange(event)}>
              <fieldset className="form-fields" disabled={viewModel.sendingChange}>
                <FormField control={changeForm.control} name="message" id="my-account-change-message" label={t('myAccount.changeMessage')} multiline />
                <SubmitButton busy={viewModel.sendingChange}>{t('myAccount.changeSubmit')}</SubmitButton>
              </fieldset>
            </form>

            <h2>{t('myAccount.deletionTitle')}</h2>
            <p>{t('myAccount.deletionIntro')}</p>
            <Button className="button button-danger" onPress={() => viewModel.setDeletionDialogOpen(true)}>
              {t('myAccount.deletionButton')}
            </Button>
            <ModalOverlay className="modal-overlay" isDismissable isOpen={viewModel.deletionDialogOpen} onOpenChange={viewModel.setDeletionDialogOpen}>
              <Modal className="modal">
              <Dialog className="dialog" role="alertdialog">
                <Heading slot="title" className="dialog-title">{t('myAccount.deletionConfirmTitle')}</Heading>
                <p>{t('myAccount.deletionConfirmText')}</p>
                <div className="dialog-actions">
                  <Button className="button button-danger" isDisabled={viewModel.deleting} onPress={() => void viewModel.confirmDeletion()}>
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
