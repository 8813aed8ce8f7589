import { lazy, Suspense, useState } from 'react';
import { type ContentListItem } from '../../core';

/** The dialog, with react-aria's modal: loaded the first time a locked item is opened. */
const NoRightsModal = lazy(() => import('./no-rights-modal'));

/** The dialog shown for content the user's rights do not include: wording per profile, contact support, and the plans page. */
export function NoRightsDialog({ item, onClose }: { item: ContentListItem | null; onClose: () => void }) {
  const [opened, setOpened] = useState(false);
  if (item !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <NoRightsModal item={item} onClose={onClose} />
    </Suspense>
  );
}
