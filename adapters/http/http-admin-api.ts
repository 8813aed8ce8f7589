import {
  type AcronymMatch,
  type AdminApiPort,
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
  type TablePage,
  type TableQuery,
  tableQueryParams,
  type UserOption,
} from '../../core';
import {
  AcronymMatchDto,
  AdminSubjectDetailDto,
  AdminSubjectPageDto,
  AdminTagDetailDto,
  AdminTagPageDto,
  AdminUserDetailDto,
  AdminUserPageDto,
  DropdownOptionDto,
  UserOptionDto,
} from './admin/admin.dto';
import { type ApiClient } from './api-client';

/** A list's query as the API reads it: what is not at its default. */
const params = (query: TableQuery): Record<string, string> => Object.fromEntries(tableQueryParams(query));

/** AdminApiPort over the HTTP API: admin/subjects|users|tags, dropdown/*, filter/user-all and acronym/find/key. */
export class HttpAdminApi implements AdminApiPort {
  constructor(private readonly api: ApiClient) {}

  subjects(query: TableQuery): Promise<TablePage<AdminSubject>> {
    return this.api.get('admin/subjects', { params: params(query), response: AdminSubjectPageDto });
  }

  subject(id: number): Promise<AdminSubjectDetail> {
    return this.api.get(`admin/subjects/${id}`, { response: AdminSubjectDetailDto });
  }

  createSubject(subject: AdminSubject): Promise<AdminSubjectDetail> {
    return this.api.post('admin/subjects', subject, { response: AdminSubjectDetailDto });
  }

  updateSubject(id: number, fields: AdminSubjectFields): Promise<AdminSubjectDetail> {
    return this.api.put(`admin/subjects/${id}`, fields, { response: AdminSubjectDetailDto });
  }

  users(query: TableQuery): Promise<TablePage<AdminUserRow>> {
    return this.api.get('admin/users', { params: params(query), response: AdminUserPageDto });
  }

  user(id: number): Promise<AdminUserDetail> {
    return this.api.get(`admin/users/${id}`, { response: AdminUserDetailDto });
  }

  createUser(user: AdminUserCreate): Promise<AdminUserDetail> {
    return this.api.post('admin/users', user, { response: AdminUserDetailDto });
  }

  updateUser(id: number, fields: AdminUserFields): Promise<AdminUserDetail> {
    return this.api.put(`admin/users/${id}`, fields, { response: AdminUserDetailDto });
  }

  tags(query: TableQuery): Promise<TablePage<AdminTag>> {
    return this.api.get('admin/tags', { params: params(query), response: AdminTagPageDto });
  }

  tag(id: number): Promise<AdminTagDetail> {
    return this.api.get(`admin/tags/${id}`, { response: AdminTagDetailDto });
  }

  createTag(fields: AdminTagFields): Promise<AdminTagDetail> {
    return this.api.post('admin/tags', fields, { response: AdminTagDetailDto });
  }

  updateTag(id: number, fields: AdminTagFields): Promise<AdminTagDetail> {
    return this.api.put(`admin/tags/${id}`, fields, { response: AdminTagDetailDto });
  }

  dropdown(name: Dropdown): Promise<DropdownOption[]> {
    return this.api.get(`dropdown/${name}`, { response: [DropdownOptionDto] });
  }

  userOptions(): Promise<UserOption[]> {
    return this.api.get('filter/user-all', { response: [UserOptionDto] });
  }

  acronym(key: string): Promise<AcronymMatch> {
    return this.api.get('acronym/find/key', { params: { key }, response: AcronymMatchDto });
  }
}
