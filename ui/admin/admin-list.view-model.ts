import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  AdminApiPort,
  type AdminApiPort as AdminApi,
  type AdminSubject,
  type AdminTag,
  type AdminUserRow,
  type TablePage,
  type TableQuery,
} from '../../core';
import { type TableState } from '../kit/table/data-table';

/** The rows of each admin list. */
export interface AdminListRows {
  subjects: AdminSubject;
  users: AdminUserRow;
  tags: AdminTag;
}
/** An admin list this view-model reads. */
export type AdminListName = keyof AdminListRows;

/**
 * An admin list: reads the page its query asks for (the server sorts, filters and pages); a later query wins over an
 * earlier answer, and a failed read says so (with a retry) without losing the query.
 */
@injectable('Transient')
export class AdminListViewModel<L extends AdminListName = AdminListName> {
  state: TableState = 'loading';
  page: TablePage<AdminListRows[L]> | undefined = undefined;
  private asked = 0;
  private last: { list: L; query: TableQuery } | undefined;

  constructor(@inject(AdminApiPort) private readonly api: AdminApi) {
    makeAutoObservable<this, 'api' | 'asked' | 'last'>(
      this,
      { api: false, asked: false, last: false, page: observableRef },
      { autoBind: true },
    );
  }

  /** Nothing to read before the page says which query. */
  async load(): Promise<void> {}

  dispose(): void {
    this.asked++;
  }

  /** Reads a page of a list. */
  async read(list: L, query: TableQuery): Promise<void> {
    const asked = ++this.asked;
    this.last = { list, query };
    this.state = 'loading';
    try {
      const page = (await this.api[list](query)) as TablePage<AdminListRows[L]>;
      runInAction(() => {
        if (asked !== this.asked) return;
        this.page = page;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        if (asked === this.asked) this.state = 'error';
      });
    }
  }

  /** Reads the last query again. */
  retry(): void {
    if (this.last) void this.read(this.last.list, this.last.query);
  }
}
