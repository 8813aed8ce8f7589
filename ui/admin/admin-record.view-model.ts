import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  AdminApiPort,
  EMPTY_SUBJECT_FORM,
  EMPTY_TAG_FORM,
  EMPTY_USER_FORM,
  NotifierPort,
  SaveSubjectUseCase,
  SaveTagUseCase,
  SaveUserUseCase,
  SUBJECT_RULES,
  subjectToForm,
  TAG_RULES,
  tagToForm,
  USER_RULES,
  userToForm,
  type AdminApiPort as AdminApi,
  type AdminSubjectDetail,
  type AdminTagDetail,
  type AdminUserDetail,
  type DropdownOption,
  type NotifierPort as Notifier,
  type SubjectForm,
  type TagForm,
  type UserForm,
} from '../../core';
import { FormViewModel, type FormFields } from '../kit/forms/form.view-model';

/** Where a register page stands: reading the record, failed, or the form shown. */
export type RecordState = 'loading' | 'failed' | 'ready';

/** What a saved record tells the page: its id (a new record's address) and the toast's words. */
interface Saved {
  id: number;
  created: boolean;
}

/** The texts of the success toast (the page gives them in its language). */
export interface SavedTexts {
  created: string;
  updated: string;
}

/**
 * A register form's page (it also edits: `?id=`): reads the record, holds the form's starting values and its one
 * form view-model; a save goes through the record's use case, shows the success toast and keeps the record shown
 * (a refused or failed save keeps what was typed).
 */
abstract class RecordViewModel<V, R extends { id: number }> {
  state: RecordState = 'loading';
  record: R | undefined = undefined;
  /** The form's starting values (read once by the form when it mounts: a new key remounts it). */
  defaults: V;
  /** Bumped when a read gives the form new starting values. */
  generation = 0;
  readonly form: FormViewModel<V, Saved>;
  private id: number | null = null;
  private texts: SavedTexts = { created: '', updated: '' };

  protected constructor(
    empty: V,
    fields: FormFields<V, Extract<keyof V, string>>,
    private readonly notifier: Notifier,
  ) {
    this.defaults = empty;
    this.form = new FormViewModel<V, Saved>(async (values) => {
      const created = this.id === null;
      const record = await this.save(values, this.id);
      runInAction(() => {
        this.record = record;
        this.id = record.id;
      });
      this.notifier.notify({ level: 'success', title: created ? this.texts.created : this.texts.updated, message: '' });
      return { id: record.id, created };
    }, fields);
    // A base class of the three forms: its fields are declared observable here (makeAutoObservable takes no subclass).
    makeObservable<this, 'setRead'>(this, {
      state: observable,
      record: observableRef,
      defaults: observableRef,
      generation: observable,
      editing: computed,
      setRead: action,
    });
  }

  /** Reads the record `id` (null: a new record). */
  async load(id: number | null = null, texts?: SavedTexts): Promise<void> {
    if (texts) this.texts = texts;
    this.id = id;
    this.setRead(id === null ? 'ready' : 'loading');
    if (id === null) return;
    try {
      const record = await this.read(id);
      runInAction(() => {
        this.record = record;
        this.defaults = this.toForm(record);
        this.generation++;
        this.state = 'ready';
      });
    } catch {
      this.setRead('failed');
    }
  }

  private setRead(state: RecordState): void {
    this.state = state;
  }

  dispose(): void {}

  /** Whether the form edits a record (rather than registering a new one). */
  get editing(): boolean {
    return this.record !== undefined;
  }

  protected abstract read(id: number): Promise<R>;
  protected abstract save(values: V, id: number | null): Promise<R>;
  protected abstract toForm(record: R): V;
}

/** The subject register form, with the record's change log. */
@injectable('Transient')
export class SubjectRecordViewModel extends RecordViewModel<SubjectForm, AdminSubjectDetail> {
  constructor(
    @inject(AdminApiPort) private readonly api: AdminApi,
    @inject(SaveSubjectUseCase) private readonly saving: SaveSubjectUseCase,
    @inject(NotifierPort) notifier: Notifier,
  ) {
    super(EMPTY_SUBJECT_FORM, { rules: SUBJECT_RULES }, notifier);
  }

  protected read(id: number) {
    return this.api.subject(id);
  }
  protected save(values: SubjectForm, id: number | null) {
    return this.saving.execute(values, id);
  }
  protected toForm(record: AdminSubjectDetail) {
    return subjectToForm(record);
  }
}

/** The user register form, with the record's devices, sessions and audit log, and the plans it may choose. */
@injectable('Transient')
export class UserRecordViewModel extends RecordViewModel<UserForm, AdminUserDetail> {
  /** The plans a user's signature may name (dropdown/plan). */
  plans: readonly DropdownOption[] = [];
  /** The subjects a plan may include (dropdown/subjects/filter). */
  subjects: readonly DropdownOption[] = [];

  constructor(
    @inject(AdminApiPort) private readonly api: AdminApi,
    @inject(SaveUserUseCase) private readonly saving: SaveUserUseCase,
    @inject(NotifierPort) notifier: Notifier,
  ) {
    super(
      EMPTY_USER_FORM,
      // The server's refusals of the password, the state and the roles are shown beside their fields too.
      { rules: { ...USER_RULES, password: [], disabled: [], admin: [] }, apiNames: { roles: 'admin' } },
      notifier,
    );
    makeObservable(this, { plans: observableRef, subjects: observableRef });
  }

  /**
   * Reads the record with the lists its form chooses from (the plans, the subjects): without them the form could not
   * be answered, so it fails too.
   */
  override async load(id: number | null = null, texts?: SavedTexts): Promise<void> {
    const lists = Promise.all([this.api.dropdown('plan'), this.api.dropdown('subjects/filter')]).catch(() => null);
    await super.load(id, texts);
    const read = await lists;
    runInAction(() => {
      if (read === null) this.state = 'failed';
      else [this.plans, this.subjects] = read;
    });
  }

  protected read(id: number) {
    return this.api.user(id);
  }
  protected save(values: UserForm, id: number | null) {
    return this.saving.execute(values, id);
  }
  protected toForm(record: AdminUserDetail) {
    return userToForm(record);
  }
}

/** The tag register form, with the content that carries the tag and the record's change log. */
@injectable('Transient')
export class TagRecordViewModel extends RecordViewModel<TagForm, AdminTagDetail> {
  /** The categories the tags have (dropdown/category/filter), offered as the category is typed. */
  categories: readonly DropdownOption[] = [];

  constructor(
    @inject(AdminApiPort) private readonly api: AdminApi,
    @inject(SaveTagUseCase) private readonly saving: SaveTagUseCase,
    @inject(NotifierPort) notifier: Notifier,
  ) {
    super(EMPTY_TAG_FORM, { rules: TAG_RULES }, notifier);
    makeObservable(this, { categories: observableRef });
  }

  /** Reads the record and the categories to suggest; without them the category is typed with no suggestion. */
  override async load(id: number | null = null, texts?: SavedTexts): Promise<void> {
    const categories = this.api.dropdown('category/filter').catch(() => []);
    await super.load(id, texts);
    const read = await categories;
    runInAction(() => {
      this.categories = read;
    });
  }

  protected read(id: number) {
    return this.api.tag(id);
  }
  protected save(values: TagForm, id: number | null) {
    return this.saving.execute(values, id);
  }
  protected toForm(record: AdminTagDetail) {
    return tagToForm(record);
  }
}
