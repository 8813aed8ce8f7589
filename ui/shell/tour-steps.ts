/**
 * The guided tour's steps, in order (SPEC §4, Tour): the key of each step's texts (namespace shell-tour, `steps.<key>`)
 * and the element it points at, marked in the page with `data-tour`. The welcome points at nothing (it shows in the
 * middle of the page). The menu is the sidebar on a desk and the menu button on a phone; a step whose element the
 * page does not show (no filters on this page, a hidden ticker's strip) is left out, so the tour never points at
 * nothing.
 */
export const TOUR_STEPS = [
  { key: 'welcome', target: null },
  { key: 'menu', target: 'menu' },
  { key: 'menuButton', target: 'menu-button' },
  { key: 'filters', target: 'filters' },
  { key: 'viewStyle', target: 'view-style' },
  { key: 'ticker', target: 'ticker' },
  { key: 'notifications', target: 'notifications' },
  { key: 'userMenu', target: 'user-menu' },
] as const;

/** A step of the tour as this page shows it. */
export interface PresentStep {
  key: (typeof TOUR_STEPS)[number]['key'];
  /** The element it points at; undefined for the welcome. */
  element?: Element;
}

/** Whether the page shows an element (a browser without checkVisibility counts it shown while it is in the page). */
function shown(element: Element): boolean {
  const check = (element as Element & { checkVisibility?: () => boolean }).checkVisibility;
  return element.isConnected && !element.closest('[hidden], [inert]') && (check ? check.call(element) : true);
}

/** The steps this page can show, in order: the welcome, then each step whose element is shown. */
export function presentTourSteps(root: ParentNode = document): PresentStep[] {
  return TOUR_STEPS.flatMap(({ key, target }): PresentStep[] => {
    if (target === null) return [{ key }];
    const element = [...root.querySelectorAll(`[data-tour="${target}"]`)].find(shown);
    return element ? [{ key, element }] : [];
  });
}
