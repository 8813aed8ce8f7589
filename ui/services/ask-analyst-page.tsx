import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormField } from '../kit/forms/form-controls';
import { FormFrame, SentNotice } from '../kit/forms/form-frame';
import { FormSelect } from '../kit/forms/form-select';
import { useModelForm } from '../kit/forms/use-model-form';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { MenuStore } from '../shell/menu.store';
import { AskAnalystViewModel } from './ask-analyst.view-model';
import { labelOf } from './commodity-label';
import { AskAnalystDto } from './dto';
import { ServiceFrame } from './service-frame';
import './services.css';

/** The question form, prefilled with the user's e-mail and name; what the user typed survives a refusal. */
const AskAnalystForm = observer(function AskAnalystForm({ viewModel }: { viewModel: AskAnalystViewModel }) {
  const { t } = useTranslation('services');
  const menu = useInjection(MenuStore);
  const { locale } = useInjection(LocaleStore);
  const { control, onSubmit } = useModelForm(viewModel.form, AskAnalystDto, {
    defaults: viewModel.defaults,
    resetWhenDone: true,
  });
  useEffect(() => {
    menu.load().catch(() => undefined);
  }, [menu]);
  const options = menu.items.map((item) => ({ value: String(item.id), label: labelOf(item, locale) }));
  return (
    <FormFrame
      labelledBy="ask-analyst-title"
      busy={viewModel.form.pending}
      onSubmit={onSubmit}
      submitLabel={t('askAnalyst.submit')}
    >
      <FormField
        control={control}
        name="email"
        id="ask-analyst-email"
        label={t('askAnalyst.email')}
        type="email"
        autoComplete="email"
        aria-required
      />
      <FormField control={control} name="name" id="ask-analyst-name" label={t('askAnalyst.name')} aria-required />
      <FormSelect
        control={control}
        name="commodity"
        id="ask-analyst-commodity"
        label={t('askAnalyst.commodity')}
        placeholder={t('askAnalyst.chooseCommodity')}
        options={options}
      />
      <FormField
        control={control}
        name="question"
        id="ask-analyst-question"
        label={t('askAnalyst.question')}
        hint={t('askAnalyst.questionHint')}
        multiline
        aria-required
      />
    </FormFrame>
  );
});

/** The dialog that offers contact when no question is left. */
const ContactDialog = observer(function ContactDialog({ viewModel }: { viewModel: AskAnalystViewModel }) {
  const { t } = useTranslation('services');
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={viewModel.contactOpen}
      isDismissable
      onOpenChange={viewModel.setContactOpen}
    >
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog-title">
            {t('askAnalyst.noneLeftTitle')}
          </Heading>
          <p>{t('askAnalyst.noneLeft')}</p>
          <ul className="services-contact" aria-label={t('askAnalyst.contacts')}>
            {viewModel.contacts.map((contact) => (
              <li key={contact.id}>
                <strong>{contact.name}</strong>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </li>
            ))}
          </ul>
          <div className="dialog-actions">
            <Button className="button button-secondary" autoFocus onPress={() => viewModel.setContactOpen(false)}>
              {t('askAnalyst.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});

/** /ask-to-analyst: the questions left this month, then the form; at zero, the contact dialog; without the right, the upsell. */
export const AskAnalystPage = observer(function AskAnalystPage() {
  const viewModel = useViewModel(AskAnalystViewModel);
  const { t } = useTranslation('services');
  const availability = viewModel.availability;
  return (
    <ServiceFrame
      id="ask-analyst-title"
      title={t('askAnalyst.title')}
      state={viewModel.state}
      onRetry={() => void viewModel.load()}
    >
      <p>{t('askAnalyst.intro')}</p>
      <p className="services-count" role="status" data-testid="questions-left">
        {t('askAnalyst.remaining', { available: viewModel.available ?? 0, limit: viewModel.limit })}
      </p>
      {viewModel.form.done && <SentNotice title={t('askAnalyst.sentTitle')} message={t('askAnalyst.sent')} />}
      {availability.kind === 'form' ? (
        <AskAnalystForm viewModel={viewModel} />
      ) : (
        <>
          <p>{t('askAnalyst.noneLeft')}</p>
          <button type="button" className="button button-primary" onClick={() => viewModel.setContactOpen(true)}>
            {t('askAnalyst.contact')}
          </button>
        </>
      )}
      <ContactDialog viewModel={viewModel} />
    </ServiceFrame>
  );
});
