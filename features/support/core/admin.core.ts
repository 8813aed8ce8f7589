import {
  CATALOGUES,
  ADMIN_FIELD_MESSAGES,
  withFieldMessages,
  adminListsFor,
  adminRuleOf,
  type AdminRole,
  type AdminUserRow,
  type AuditEntry,
  canOpenAdminPage,
  DEFAULT_TABLE_QUERY,
  EMPTY_SUBJECT_FORM,
  EMPTY_TAG_FORM,
  EMPTY_USER_FORM,
  FormIssuesError,
  FREE_PLAN,
  type FieldIssue,
  isAdminPage,
  issueText,
  parseLocale,
  parseTableQuery,
  rolesSatisfy,
  SaveSubjectUseCase,
  SaveTagUseCase,
  SaveUserUseCase,
  subjectToForm,
  tableQueryParams,
  tagToForm,
  type TableQuery,
  ADMIN_LIST_QUERIES,
} from '../../../core';
import { FakeAdminApi } from '../../../tests/fakes/fake-admin-api';
import { type AdminTasks, type ShownList } from '../admin.tasks';

/** The seeded accounts' admin roles. */
const ROLES: Readonly<Record<string, AdminRole[]>> = {
  'admin@example.com': ['admin'],
  'editor@example.com': ['editor'],
  'publicador@example.com': ['publisher'],
};

/** The seeded staff and thirty readers, as the users list reads them. */
function users(): AdminUserRow[] {
  const readers: AdminUserRow[] = Array.from({ length: 30 }, (_, index) => ({
    id: index + 1,
    email: `leitor${String(index + 1).padStart(2, '0')}@example.com`,
    name: `Leitor ${String.fromCharCode(90 - (index % 26))}${index + 1}`,
    profile: 1,
    signature: FREE_PLAN,
    roles: [],
    disabled: false,
    createdAt: '2026-11-01T12:00:00.000Z',
  }));
  const staff = Object.entries(ROLES).map(([email, roles], index) => ({
    ...readers[0]!,
    id: readers.length + index + 1,
    email,
    name: email.split('@')[0]!,
    roles,
  }));
  return [...readers, ...staff];
}

/** The back office on the core: the role rules, a list's query as the address keeps it, the register forms' use cases. */
export class CoreAdmin implements AdminTasks {
  private roles: AdminRole[] = [];
  private readonly api = new FakeAdminApi();
  private query: TableQuery = DEFAULT_TABLE_QUERY;
  private typedFilters: Record<string, string> = {};
  private issues: FieldIssue[] = [];
  private values: Record<string, unknown> = {};
  /** The record the last submission saved. */
  private saved: { form: 'subject' | 'tag' | 'user'; id: number } | null = null;

  constructor() {
    this.api.userRows = users();
  }

  signInAs(email: string): Promise<void> {
    this.roles = ROLES[email] ?? [];
    // The server logs a change as made by the staff member whose session sent it.
    this.api.actor = email;
    return Promise.resolve();
  }

  menuLists(): Promise<string[]> {
    return Promise.resolve(adminListsFor(this.roles));
  }

  mayOpen(address: string): Promise<boolean> {
    // A record's address (users/register?id=1) carries the rule of its page.
    const page = address.split('?')[0]!;
    return Promise.resolve(isAdminPage(page) && canOpenAdminPage(this.roles, page));
  }

  mayOpenOrdinary(path: string): Promise<boolean> {
    // Ordinary pages carry the publisher rule, but their guard only asks for a signed-in user.
    const rule = adminRuleOf(path);
    return Promise.resolve(rule === undefined || rolesSatisfy(this.roles, rule));
  }

  /** Reads the list as the address gives the query back (a shared or reloaded list shows the same rows). */
  private async shown(next: TableQuery): Promise<ShownList> {
    this.query = parseTableQuery(tableQueryParams(next), ADMIN_LIST_QUERIES.users);
    const page = await this.api.users(this.query);
    return { rows: page.items.map((row) => row.email), total: page.total, page: page.page };
  }

  openUsers(): Promise<ShownList> {
    this.typedFilters = {};
    return this.shown(DEFAULT_TABLE_QUERY);
  }

  typeFilter(name: string, value: string): Promise<ShownList> {
    this.typedFilters = { ...this.typedFilters, [name]: value };
    return this.shown(this.query);
  }

  search(): Promise<ShownList> {
    const filters = Object.fromEntries(
      Object.entries(this.typedFilters)
        .map(([name, value]) => [name, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    return this.shown({ ...this.query, filters, page: 1 });
  }

  clear(): Promise<ShownList> {
    this.typedFilters = {};
    return this.shown({ ...this.query, filters: {}, page: 1 });
  }

  sortBy(column: string): Promise<ShownList> {
    const dir = this.query.sort === column && this.query.dir === 'asc' ? 'desc' : 'asc';
    return this.shown({ ...this.query, sort: column, dir, page: 1 });
  }

  pageSize(size: number): Promise<ShownList> {
    return this.shown({ ...this.query, pageSize: size, page: 1 });
  }

  goToPage(page: number): Promise<ShownList> {
    return this.shown({ ...this.query, page });
  }

  async submitForm(form: 'subject' | 'user' | 'tag', fields: Record<string, string>): Promise<void> {
    this.issues = [];
    try {
      if (form === 'subject') {
        const values = { ...EMPTY_SUBJECT_FORM, ...fields };
        this.values = values;
        this.saved = { form, id: (await new SaveSubjectUseCase(this.api).execute(values, null)).id };
      } else if (form === 'user') {
        const values = { ...EMPTY_USER_FORM, ...fields };
        this.values = values;
        this.saved = { form, id: (await new SaveUserUseCase(this.api).execute(values, null)).id };
      } else {
        const values = { ...EMPTY_TAG_FORM, ...fields };
        this.values = values;
        this.saved = { form, id: (await new SaveTagUseCase(this.api).execute(values, null)).id };
      }
    } catch (error) {
      if (!(error instanceof FormIssuesError)) throw error;
      this.issues = error.issues;
    }
  }

  /** The record the last submission saved, as its register page reads it (?id=). */
  private savedRecord() {
    if (!this.saved) throw new Error('no record saved yet');
    const { form, id } = this.saved;
    if (form === 'subject') return this.api.subject(id).then((record) => ({ form, id, record }));
    if (form === 'tag') return this.api.tag(id).then((record) => ({ form, id, record }));
    throw new Error("a user's record is not kept on the core");
  }

  async resubmitForm(fields: Record<string, string>): Promise<void> {
    this.issues = [];
    const saved = await this.savedRecord();
    try {
      if (saved.form === 'subject') {
        const values = { ...subjectToForm(saved.record), ...fields };
        this.values = values;
        await new SaveSubjectUseCase(this.api).execute(values, saved.id);
      } else {
        const values = { ...tagToForm(saved.record), ...fields };
        this.values = values;
        await new SaveTagUseCase(this.api).execute(values, saved.id);
      }
    } catch (error) {
      if (!(error instanceof FormIssuesError)) throw error;
      this.issues = error.issues;
    }
  }

  async changeLog(): Promise<AuditEntry[]> {
    return (await this.savedRecord()).record.audit;
  }

  fieldMessages(locale: string): Promise<Record<string, string>> {
    const at = parseLocale(locale);
    return Promise.resolve(
      Object.fromEntries(
        this.issues.map((issue) => [
          issue.field,
          issueText(issue, withFieldMessages(CATALOGUES[at], ADMIN_FIELD_MESSAGES)),
        ]),
      ),
    );
  }

  typed(field: string): Promise<string> {
    return Promise.resolve(String(this.values[field] ?? ''));
  }

  async planChoices(): Promise<{ offered: string[]; chosen: string }> {
    const plans = await this.api.dropdown('plan');
    return { offered: plans.map((plan) => plan.label), chosen: EMPTY_USER_FORM.signature };
  }
}
