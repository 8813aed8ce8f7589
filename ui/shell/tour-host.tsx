import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection } from '../kit/injection';
import { ShellStore } from './shell.store';
import { TourStore } from './tour.store';

/**
 * Starts the guided tour on a signed-in page when it was asked for (after a login, or by the help dialog's Tour tab,
 * once the dialog is closed): loads the tour (driver.js and its styles) and its texts only then, and reports its end
 * to the TourStore. Draws nothing of its own.
 */
export const TourHost = observer(function TourHost() {
  const tour = useInjection(TourStore);
  const shell = useInjection(ShellStore);
  const locale = useInjection(LocaleStore);
  const due = tour.requested && !shell.isPopupOpen('help');
  // The running tour's stop, and whether the host is still in the page: leaving the signed-in pages ends the tour.
  const running = useRef<{ stop?: () => void; left: boolean }>({ left: false });
  useEffect(() => {
    const state = running.current;
    state.left = false;
    return () => {
      state.left = true;
      state.stop?.();
    };
  }, []);
  useEffect(() => {
    if (!due || !tour.takeRequest()) return;
    Promise.all([import('./tour-driver'), locale.load(['shell-tour'])]).then(
      ([{ runTour }]) => {
        if (running.current.left) return;
        running.current.stop = runTour({
          t: (key, values) => locale.t(`shell-tour:${key}`, values),
          onSkip: () => void tour.skip(),
          onFinish: () => void tour.finish(),
        });
      },
      // A tour that cannot load (the network went away) does not show; the help's Tour tab can start it again.
      () => undefined,
    );
  }, [due, tour, locale]);
  return null;
});
