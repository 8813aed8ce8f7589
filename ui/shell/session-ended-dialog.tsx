import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useInjection } from '../kit/injection';
import { SessionEndedStore } from './session-ended.store';

/** The dialog, with react-aria's modal and the messages of the core's catalogue: loaded the first time it opens. */
const SessionEndedModal = lazy(() => import('./session-ended-modal'));

/** The single session-ended dialog, saying why (simultaneous access, or simply ended): one OK button, which logs out. */
export const SessionEndedDialog = observer(function SessionEndedDialog() {
  const sessionEnded = useInjection(SessionEndedStore);
  const [opened, setOpened] = useState(false);
  if (sessionEnded.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedModal />
    </Suspense>
  );
});
