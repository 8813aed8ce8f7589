// The guided tour drawn by driver.js (SPEC §4, Tour): a chunk of its own, with driver.js and its styles, loaded only
// when a tour starts.
import { driver, type DriveStep } from 'driver.js';
import { type ParseKeys } from 'i18next';
import 'driver.js/dist/driver.css';
import './tour.css';
import { presentTourSteps } from './tour-steps';

/** What a run of the tour needs: its texts (namespace shell-tour) and where its end goes. */
export interface TourRun {
  /** A text of the namespace shell-tour. */
  t: (key: ParseKeys<'shell-tour'>, values?: Record<string, string>) => string;
  /** The user closed the tour before its end (the close button, Skip, Escape, a click beside it). */
  onSkip: () => void;
  /** The user went through to the last step's Done. */
  onFinish: () => void;
}

/** The ARIA attributes of the pointed-at elements, which driver.js overwrites while pointing and removes after. */
const ARIA = ['aria-haspopup', 'aria-expanded', 'aria-controls'] as const;

/**
 * Runs the tour over the steps this page shows. The popover is a dialog (driver.js): focus goes into it and Tab stays
 * there, the arrow keys move between steps, Escape closes it (a skip); at the end the focus goes back to where it was.
 * Returns the way to stop it without an end (the page went away).
 */
export function runTour({ t, onSkip, onFinish }: TourRun): () => void {
  const present = presentTourSteps();
  // Each pointed-at element gets its own ARIA attributes back once driver.js lets go of it.
  const kept = new Map(
    present.flatMap(({ element }) => (element ? [[element, ARIA.map((name) => element.getAttribute(name))]] : [])),
  );
  const restore = (except?: Element) => {
    for (const [element, values] of kept) {
      if (element === except) continue;
      ARIA.forEach((name, i) => {
        const value = values[i];
        if (value === null || value === undefined) element.removeAttribute(name);
        else element.setAttribute(name, value);
      });
    }
  };
  const steps: DriveStep[] = present.map(({ key, element }) => ({
    ...(element ? { element } : {}),
    popover: { title: t(`steps.${key}.title`), description: t(`steps.${key}.text`) },
  }));
  const opener = document.activeElement;
  /** The popover's buttons disabled while the tour moves to a step. */
  let moving: HTMLButtonElement[] = [];
  let ended = false;
  /** Ends the tour once: driver.js lets go, the page gets its attributes and the focus back, the end is reported. */
  const end = (how: 'skipped' | 'finished' | 'stopped') => {
    if (ended) return;
    ended = true;
    tour.destroy();
    restore();
    const back = opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : null;
    (back ?? document.getElementById('main'))?.focus();
    if (how === 'finished') onFinish();
    else if (how === 'skipped') onSkip();
  };
  const tour = driver({
    steps,
    animate: !globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
    allowClose: true,
    allowKeyboardControl: true,
    overlayClickBehavior: 'close',
    showProgress: true,
    progressText: t('progress', { current: '{{current}}', total: '{{total}}' }),
    nextBtnText: t('next'),
    prevBtnText: t('previous'),
    doneBtnText: t('done'),
    popoverClass: 'tour-popover',
    onPopoverRender: (popover) => {
      popover.wrapper.setAttribute('aria-modal', 'true');
      // driver.js draws a step's popover halfway through moving to it, and ignores Next and Previous (buttons and
      // arrow keys) until the move ends: the buttons say so, disabled until then (see onHighlighted).
      if (tour.getState('__transitionCallback')) {
        moving = [popover.nextButton, popover.previousButton].filter((button) => !button.disabled);
        for (const button of moving) button.disabled = true;
      }
      popover.closeButton.setAttribute('aria-label', t('close'));
      popover.closeButton.title = t('close');
      if (tour.isLastStep()) return;
      const skip = document.createElement('button');
      skip.type = 'button';
      skip.className = 'tour-skip';
      skip.textContent = t('skip');
      skip.addEventListener('click', () => end('skipped'));
      popover.footerButtons.prepend(skip);
    },
    onHighlighted: (element) => {
      restore(element);
      for (const button of moving.splice(0)) button.disabled = false;
    },
    // The close button, Escape and a click beside the popover: a skip.
    onDestroyStarted: () => end('skipped'),
    onDoneClick: () => end('finished'),
  });
  tour.drive();
  return () => end('stopped');
}
