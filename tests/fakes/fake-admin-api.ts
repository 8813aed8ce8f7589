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
  type AuditChange,
  type AuditEntry,
  type Dropdown,
  type DropdownOption,
  type TablePage,
  type TableQuery,
  type TaggedContent,
  type UserOption,
  subjectChanges,
  tagChanges,
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

/**
 * The back office's API in memory: users, subjects and tags, with what was sent recorded. Like the server, it logs
 * each create and update of a subject or a tag (by core's change rules) as made by `actor` at `now`.
 */
export class FakeAdminApi implements AdminApiPort {
  subjectRows: AdminSubject[] = [];
  userRows: AdminUserRow[] = [];
  tagRows: AdminTag[] = [];
  /** The content items that carry each tag, by the tag's id. */
  readonly tagContent = new Map<number, number[]>();
  /** The dropdown lists this fake answers. */
  dropdowns: Partial<Record<Dropdown, DropdownOption[]>> = {
    plan: ['Gratuito', 'Plano Grãos e Açúcar', 'Plano Corporativo'].map((name) => ({ id: name, label: name })),
    'category/filter': [
      { id: 'Clima', label: 'Clima' },
      { id: 'Macroeconomia', label: 'Macroeconomia' },
    ],
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
  /** The staff member the calls come from, as the server knows it from the session. */
  actor = 'admin@example.com';
  /** The instant the server stamps on a change (ISO). */
  now = '2026-11-23T12:00:00.000Z';
  /** Each record's change log, newest first, by `subject:<id>` or `tag:<id>`. */
  private readonly logs = new Map<string, AuditEntry[]>();

  subjects(query: TableQuery): Promise<TablePage<AdminSubject>> {
    return Promise.resolve(pageOf(this.subjectRows, query));
  }
  subject(id: number): Promise<AdminSubjectDetail> {
    const found = this.subjectRows.find((row) => row.id === id);
    return found
      ? Promise.resolve({ ...found, audit: this.logOf('subject', id) })
      : Promise.reject(new Error(`no subject ${id}`));
  }
  createSubject(subject: AdminSubject): Promise<AdminSubjectDetail> {
    this.sent.push(subject);
    this.subjectRows.push(subject);
    this.log('subject', subject.id, 'created', subjectChanges(null, subject));
    return this.subject(subject.id);
  }
  updateSubject(id: number, fields: AdminSubjectFields): Promise<AdminSubjectDetail> {
    this.sent.push(fields);
    const before = this.subjectRows.find((row) => row.id === id);
    if (!before) return Promise.reject(new Error(`no subject ${id}`));
    const saved = { id, ...fields };
    this.subjectRows = this.subjectRows.map((row) => (row.id === id ? saved : row));
    this.log('subject', id, 'updated', subjectChanges(before, saved));
    return this.subject(id);
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
    return found
      ? Promise.resolve({ ...found, content: this.taggedContent(id), audit: this.logOf('tag', id) })
      : Promise.reject(new Error(`no tag ${id}`));
  }
  createTag(fields: AdminTagFields): Promise<AdminTagDetail> {
    this.sent.push(fields);
    const { contentIds, ...names } = fields;
    const tag = { id: this.tagRows.length + 1, ...names, contentCount: contentIds.length };
    this.tagRows.push(tag);
    this.tagContent.set(tag.id, contentIds);
    this.log('tag', tag.id, 'created', tagChanges(null, fields));
    return this.tag(tag.id);
  }
  updateTag(id: number, fields: AdminTagFields): Promise<AdminTagDetail> {
    this.sent.push(fields);
    const before = this.tagRows.find((row) => row.id === id);
    if (!before) return Promise.reject(new Error(`no tag ${id}`));
    const { id: _id, contentCount: _count, ...names } = before;
    const { contentIds, ...changed } = fields;
    this.tagRows = this.tagRows.map((row) =>
      row.id === id ? { id, ...changed, contentCount: contentIds.length } : row,
    );
    this.log('tag', id, 'updated', tagChanges({ ...names, contentIds: this.tagContent.get(id) ?? [] }, fields));
    this.tagContent.set(id, contentIds);
    return this.tag(id);
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

  /** The content items that carry a tag, as its record lists them. */
  private taggedContent(id: number): TaggedContent[] {
    return (this.tagContent.get(id) ?? []).map((item) => ({ id: item, title: `Conteúdo ${item}`, subjectId: 1 }));
  }

  /** A record's change log, newest first. */
  private logOf(kind: 'subject' | 'tag', id: number): AuditEntry[] {
    return [...(this.logs.get(`${kind}:${id}`) ?? [])];
  }

  /** Logs a change of a record, as the server does: a new record always, an update only when it changed a field. */
  private log(kind: 'subject' | 'tag', id: number, action: AuditEntry['action'], changes: AuditChange[]): void {
    if (action === 'updated' && changes.length === 0) return;
    this.logs.set(`${kind}:${id}`, [{ at: this.now, by: this.actor, action, changes }, ...this.logOf(kind, id)]);
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
