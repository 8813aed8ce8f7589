// class-validator looks a class's constraints up again for every object it checks, scanning every class it knows for
// the class's ancestors (MetadataStorage.getTargetValidationMetadatas): with the app's hundred-odd DTOs, that lookup
// was a third of checking a live event of 500 prices. A class's constraints are all declared when its module runs,
// before any object of it is checked (a class defined later is a new key), so each lookup is kept per class. Installed
// by the adapters whose answers are long lists (the market's, the calendar's), loaded with their pages.
import { getMetadataStorage } from 'class-validator';

let kept: Map<unknown, unknown> | undefined;

/** Keeps class-validator's lookups of a class's constraints (once for the page; later calls do nothing). */
export function keepConstraintLookups(): void {
  if (kept) return;
  const found = new Map<unknown, ReturnType<typeof lookup>>();
  kept = found;
  const storage = getMetadataStorage();
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    // Kept for the default options only (the app's checks use no schema and no groups).
    if (schema || always || strictGroups || groups?.length) return lookup(target, schema, always, strictGroups, groups);
    let metadata = found.get(target);
    if (!metadata) found.set(target, (metadata = lookup(target, schema, always, strictGroups, groups)));
    return metadata;
  };
}
