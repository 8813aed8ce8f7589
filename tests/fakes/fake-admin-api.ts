import {
  type AcronymMatch,
  type AdminApiPort,
  type AdminSubject,
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
  type UserOption,
} from '../../core';

/** One page of rows as a server answers a list query: filtered (text contained, case aside), sorted, paged. */
export function pageOf<Row extends object>(rows: readonly Row[], query: TableQuery): TablePage<Row> {
  const text = (value: unknown) => String(value).toLowerCase();
  let matched = rows.filter((row) =>
    Object.entries(query.filters).every(([name, value]) =>
      text((row as Record<string, unknown>)[name] ?? '').includes(value.toLowerCase()),
    ),
  );
  if (query.sort) {
    const key = query.sort as keyof Row;
    matched = [...matched].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    if (query.dir === 'desc') matched.reverse();
  }
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matched.slice(start, start + query.pageSize),
    total: matched.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The back office's API in memory: users, subjects and tags, with what was sent recorded. */
export class FakeAdminApi implements AdminApiPort {
  subjectRows: AdminSubject[] = [];
  userRows: AdminUserRow[] = [];
  tagRows: AdminTag[] = [];
  /** The dropdown lists this fake answers. */
  dropdowns: Partial<Record<Dropdown, DropdownOption[]>> = {
    plan: ['Gratuito', 'Plano Grãos e Açúcar', 'Plano Corporativo'].map((name) => ({ id: name, label: name })),
    'subjects/filter': [
      { id: '7', label: 'Café' },
      { id: '13', label: 'Milho' },
      { id: '16', label: 'Soja' },
    ],
  };
  /** The users' records (user/:id), as saved. */
  readonly userRecords = new Map<number, AdminUserDetail>();
  /** Every record sent to be saved. */
  readonly sent: unknown[] = [];

  subjects(query: TableQuery): Promise<TablePage<AdminSubject>> {
    return Promise.resolve(pageOf(this.subjectRows, query));
  }
  subject(id: number): Promise<AdminSubject> {
    const found = this.subjectRows.find((row) => row.id === id);
    return found ? Promise.resolve(found) : Promise.reject(new Error(`no subject ${id}`));
  }
  createSubject(subject: AdminSubject): Promise<AdminSubject> {
    this.sent.push(subject);
    this.subjectRows.push(subject);
    return Promise.resolve(subject);
  }
  updateSubject(id: number, fields: AdminSubjectFields): Promise<AdminSubject> {
    this.sent.push(fields);
    const saved = { id, ...fields };
    this.subjectRows = this.subjectRows.map((row) => (row.id === id ? saved : row));
    return Promise.resolve(saved);
  }
  users(query: TableQuery): Promise<TablePage<AdminUserRow>> {
    return Promise.resolve(pageOf(this.userRows, query));
  }
  user(id: number): Promise<AdminUserDetail> {
    const found = this.userRecords.get(id);
    return found ? Promise.resolve(found) : Promise.reject(new Error(`no record of user ${id} in this fake`));
  }
  createUser(user: AdminUserCreate): Promise<AdminUserDetail> {
    this.sent.push(user);
    const { password: _password, ...fields } = user;
    return Promise.resolve(this.detail(this.userRows.length + this.userRecords.size + 1, fields));
  }
  updateUser(id: number, fields: AdminUserFields): Promise<AdminUserDetail> {
    this.sent.push(fields);
    return Promise.resolve(this.detail(id, fields));
  }
  tags(query: TableQuery): Promise<TablePage<AdminTag>> {
    return Promise.resolve(pageOf(this.tagRows, query));
  }
  tag(id: number): Promise<AdminTagDetail> {
    const found = this.tagRows.find((row) => row.id === id);
    return found ? Promise.resolve({ ...found, content: [] }) : Promise.reject(new Error(`no tag ${id}`));
  }
  createTag(fields: AdminTagFields): Promise<AdminTagDetail> {
    this.sent.push(fields);
    const { contentIds, ...names } = fields;
    const tag = { id: this.tagRows.length + 1, ...names, contentCount: contentIds.length };
    this.tagRows.push(tag);
    return Promise.resolve({ ...tag, content: [] });
  }
  updateTag(id: number, fields: AdminTagFields): Promise<AdminTagDetail> {
    this.sent.push(fields);
    const { contentIds, ...names } = fields;
    return Promise.resolve({ id, ...names, contentCount: contentIds.length, content: [] });
  }
  dropdown(name: Dropdown): Promise<DropdownOption[]> {
    const options = this.dropdowns[name];
    return options ? Promise.resolve(options) : Promise.reject(new Error(`no dropdown/${name} in this fake`));
  }
  userOptions(): Promise<UserOption[]> {
    return Promise.resolve(this.userRows.map(({ id, name, email }) => ({ id, name, email })));
  }
  acronym(key: string): Promise<AcronymMatch> {
    const found = this.subjectRows.find((row) => row.mne === key);
    return Promise.resolve({ key, subject: found ? { id: found.id, nome: found.nome } : null });
  }

  /** Keeps a user's record, as the server would answer it. */
  private detail(id: number, fields: AdminUserFields): AdminUserDetail {
    const record: AdminUserDetail = {
      id,
      ...fields,
      createdAt: '2026-11-23T12:00:00.000Z',
      devices: [],
      pushDevices: [],
      sessions: [],
      audit: [],
    };
    this.userRecords.set(id, record);
    return record;
  }
}
