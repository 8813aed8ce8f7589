// The lists that serve the back office's forms (each behind the rule of the forms it serves, checked by the routes):
// the dropdown lists in the request's language, the user filter and the acronym lookup.
import {
  type AcronymMatch,
  ADMIN_ROLES,
  AGENCIES,
  type Dropdown,
  type DropdownOption,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  PROFILE_NAMES,
  Profile,
  PUBLICATION_TYPE_NAMES,
  PUBLICATION_TYPES,
  REPORT_TYPE_NAMES,
  ROLE_NAMES,
  type UserOption,
} from '../../core';
import { type AppContext } from '../context';
import { listSubjects } from '../shell/subjects.repository';
import { planNames, subjectsByKey, subjectWithKey, tagCategories, tagsByName, userOptions } from './lists.repository';
import { tagNames } from './tags.repository';

/** The profiles a user of the back office may have. */
export const PROFILES = [Profile.SUBSCRIBER, Profile.DEMO, Profile.FREE] as const;

/** The options of a dropdown list, in the request's language. */
export async function dropdownOptions(ctx: AppContext, name: Dropdown, locale: Locale): Promise<DropdownOption[]> {
  switch (name) {
    case 'agency':
      return AGENCIES.map((agency) => ({ id: agency, label: agency }));
    case 'permission':
      return ADMIN_ROLES.map((role) => ({ id: role, label: ROLE_NAMES[role][locale] }));
    case 'user/profile':
      return PROFILES.map((profile) => ({ id: String(profile), label: PROFILE_NAMES[profile][locale] }));
    case 'locale':
      return LOCALES.map((code) => ({ id: code, label: LOCALE_NAMES[code] }));
    case 'topic':
      return PUBLICATION_TYPES.map((type) => ({ id: type, label: PUBLICATION_TYPE_NAMES[type][locale] }));
    case 'header':
      return Object.entries(REPORT_TYPE_NAMES).map(([id, names]) => ({ id, label: names[locale] }));
    case 'subjects/filter': {
      const rows = await listSubjects(ctx.db);
      return rows.map((row) => ({ id: String(row.id), label: row[`name${locale}`] }));
    }
    case 'keyreference': {
      const rows = await subjectsByKey(ctx.db);
      return rows.map((row) => ({ id: row.mne, label: `${row.mne} – ${row[`name${locale}`]}` }));
    }
    case 'tags/filter': {
      const rows = await tagsByName(ctx.db, locale);
      return rows.map((row) => ({ id: String(row.id), label: tagNames(row)[`name${locale}`] }));
    }
    case 'category/filter': {
      const rows = await tagCategories(ctx.db);
      return rows.map((row) => ({ id: row.category, label: row.category }));
    }
    case 'plan': {
      const rows = await planNames(ctx.db);
      return rows.map((row) => ({ id: row.name, label: row.name }));
    }
  }
}

/** Every user, for the user filter: id, name and e-mail, by name. */
export function usersToFilter(ctx: AppContext): Promise<UserOption[]> {
  return userOptions(ctx.db);
}

/** The subject an acronym (a key, case aside) names, or none. */
export async function findAcronym(ctx: AppContext, key: string): Promise<AcronymMatch> {
  const trimmed = key.trim();
  return { key: trimmed, subject: (await subjectWithKey(ctx.db, trimmed)) ?? null };
}
