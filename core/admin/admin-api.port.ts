import { type TablePage, type TableQuery } from './table-query';
import {
  type AcronymMatch,
  type AdminSubject,
  type AdminSubjectDetail,
  type AdminSubjectFields,
  type AdminTag,
  type AdminTagDetail,
  type AdminTagFields,
  type AdminUserCreate,
  type AdminUserDetail,
  type AdminUserFields,
  type AdminUserRow,
  type Dropdown,
  type DropdownOption,
  type UserOption,
} from './api';

/** The back office's calls of the API (each refused with 403 when the user's roles fail its rule). */
export interface AdminApiPort {
  /** A page of the subjects. */
  subjects(query: TableQuery): Promise<TablePage<AdminSubject>>;
  /** One subject's record, with its audit log. */
  subject(id: number): Promise<AdminSubjectDetail>;
  /** Creates a subject; answers its record. */
  createSubject(subject: AdminSubject): Promise<AdminSubjectDetail>;
  /** Updates a subject; answers its record. */
  updateSubject(id: number, fields: AdminSubjectFields): Promise<AdminSubjectDetail>;
  /** A page of the users. */
  users(query: TableQuery): Promise<TablePage<AdminUserRow>>;
  /** One user's record, with devices, sessions and audit log. */
  user(id: number): Promise<AdminUserDetail>;
  /** Creates a user; answers its record. */
  createUser(user: AdminUserCreate): Promise<AdminUserDetail>;
  /** Updates a user; answers its record. */
  updateUser(id: number, fields: AdminUserFields): Promise<AdminUserDetail>;
  /** A page of the tags. */
  tags(query: TableQuery): Promise<TablePage<AdminTag>>;
  /** One tag with the content that carries it and its audit log. */
  tag(id: number): Promise<AdminTagDetail>;
  /** Creates a tag; answers its record. */
  createTag(fields: AdminTagFields): Promise<AdminTagDetail>;
  /** Updates a tag; answers its record. */
  updateTag(id: number, fields: AdminTagFields): Promise<AdminTagDetail>;
  /** The options of a dropdown list (dropdown/<name>). */
  dropdown(name: Dropdown): Promise<DropdownOption[]>;
  /** Every user's name and e-mail (filter/user-all). */
  userOptions(): Promise<UserOption[]>;
  /** The subject whose key (mne) this is, if any (acronym/find/key). */
  acronym(key: string): Promise<AcronymMatch>;
}
/** Token of the AdminApiPort. */
export const AdminApiPort = Symbol('AdminApiPort');
