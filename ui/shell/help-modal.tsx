import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type Key,
} from 'react-aria-components';
import { AboutTab, AttendanceTab, LgpdTab, SupportToolsTab, TermsTab, TourTab } from './help-tabs';
import { VersionInfo } from './version-info';

/** The tabs of the help dialog, in the order SPEC §2 lists them. */
export const HELP_TABS = ['about', 'attendance', 'version', 'lgpd', 'privacy', 'tour', 'terms', 'support'] as const;
/** A tab of the help dialog. */
export type HelpTab = (typeof HELP_TABS)[number];

/**
 * The help dialog (react-aria's modal: focus kept inside, Escape or a press outside closes it) with its eight tabs
 * (react-aria's tabs: arrow keys, Home and End move between them). Each tab's content is drawn when its tab is chosen.
 */
export default function HelpModal({
  isOpen,
  onOpenChange,
  privacyPolicy,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  privacyPolicy?: ReactNode;
}) {
  const { t } = useTranslation(['shell-help', 'common']);
  const [tab, setTab] = useState<Key>('about');
  const close = () => onOpenChange(false);
  const panels: Record<HelpTab, ReactNode> = {
    about: <AboutTab />,
    attendance: <AttendanceTab />,
    version: <VersionInfo />,
    lgpd: <LgpdTab />,
    privacy: privacyPolicy,
    tour: <TourTab />,
    terms: <TermsTab />,
    support: <SupportToolsTab />,
  };
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="modal modal-wide help-modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog-title">
            {t('shell-help:title')}
          </Heading>
          <Tabs selectedKey={tab} onSelectionChange={setTab} className="help-tabs">
            <TabList aria-label={t('shell-help:tabsLabel')} className="tabs help-tab-list">
              {HELP_TABS.map((name) => (
                <Tab key={name} id={name} className="tab help-tab">
                  {t(`shell-help:tabs.${name}`)}
                </Tab>
              ))}
            </TabList>
            {HELP_TABS.map((name) => (
              <TabPanel key={name} id={name} className="help-panel">
                <Suspense fallback={<p role="status">{t('common:loading')}</p>}>{panels[name]}</Suspense>
              </TabPanel>
            ))}
          </Tabs>
          <div className="dialog-actions">
            <Button className="button button-primary" onPress={close}>
              {t('common:close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
