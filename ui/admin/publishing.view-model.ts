import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  PUBLISHING_FIELD_MESSAGES,
  PUBLISHING_FORM_RULES,
  PublishingApiPort,
  publishingActions,
  publishingAttachmentFields,
  publishingFormOf,
  PublishUseCase,
  type PublishCommand,
  type PublishingApiPort as PublishingApi,
  type PublishingAttachmentField,
  type PublishingFormValues,
  type PublishingItem,
  type PublishingPage,
  type TableQuery,
} from '../../core';
import { SessionStore } from '../shell/session.store';
import { LocaleStore } from '../kit/i18n/locale.store';
import { FormViewModel } from '../kit/forms/form.view-model';
import { type TableState } from '../kit/table/data-table';

/** The desk's list: a page of publications for the query in the address. */
@injectable('Transient')
export class PublishingListViewModel {
  state: TableState = 'loading';
  page: PublishingPage | undefined = undefined;
  private asked = 0;

  constructor(@inject(PublishingApiPort) private readonly api: PublishingApi) {
    makeAutoObservable<this, 'api' | 'asked'>(this, { api: false, asked: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return Promise.resolve();
  }

  /** Reads the page of a query (an answer to an older query is dropped). */
  async read(query: TableQuery): Promise<void> {
    const ask = ++this.asked;
    this.state = 'loading';
    try {
      const page = await this.api.list(query);
      runInAction(() => {
        if (ask !== this.asked) return;
        this.page = page;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        if (ask === this.asked) this.state = 'error';
      });
    }
  }

  dispose(): void {
    this.asked++;
  }
}

/** A local date and time (yyyy-mm-ddThh:mm, as a date-time field holds it) read in the browser's time zone. */
export const readLocalTime = (local: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}/.exec(local);
  if (!match) return null;
  const date = new Date(local);
  // The browser rolls a day the month does not have (31 February) into the next month: that is no date.
  const [, , month, day] = match.map(Number);
  return Number.isNaN(date.getTime()) || date.getMonth() + 1 !== month || date.getDate() !== day ? null : date;
};

/** A field of the desk's form: one of its own, or an attachment's name or address (`attachments.0.url`). */
export type PublishingFormField = Extract<keyof PublishingFormValues, string> | PublishingAttachmentField;

/** The commodities a publisher can choose: those of the publisher's rights that are enabled. */
export interface CommodityChoice {
  id: number;
  nome: string;
}

/**
 * The desk's form: a new publication, or the one `?id=` names (read first); the status, its failures and the actions
 * the workflow allows; each action goes through the one form (what was typed stays after a refusal, attachments too).
 */
@injectable('Transient')
export class PublishingFormViewModel {
  state: 'loading' | 'failed' | 'ready' = 'loading';
  item: PublishingItem | null = null;
  /** The action the pressed button asks for. */
  command: PublishCommand = 'save';
  /** The action that last went through. */
  lastDone: PublishCommand | null = null;
  readonly form: FormViewModel<PublishingFormValues, PublishingItem, PublishingFormField>;
  readonly commodities: CommodityChoice[];
  private id: number | null = null;

  constructor(
    @inject(PublishingApiPort) private readonly api: PublishingApi,
    @inject(PublishUseCase) publish: PublishUseCase,
    @inject(SessionStore) session: SessionStore,
    @inject(LocaleStore) locale: LocaleStore,
  ) {
    locale.addFieldMessages(PUBLISHING_FIELD_MESSAGES);
    this.commodities = (session.user?.rights ?? [])
      .filter((right) => right.habilitado)
      .map((right) => ({ id: right.id, nome: right.nome }));
    this.form = new FormViewModel(
      async (values) => {
        const command = this.command;
        const item = await publish.execute(this.item, values, command, readLocalTime);
        runInAction(() => {
          this.item = item;
          this.lastDone = command;
        });
        return item;
      },
      {
        rules: PUBLISHING_FORM_RULES,
        // A refusal of an attachment's field (the core's or the server's) lands beside that attachment's field.
        apiNames: Object.fromEntries(publishingAttachmentFields().map((field) => [field, field])),
      },
    );
    makeAutoObservable<this, 'api' | 'id'>(
      this,
      { api: false, id: false, form: false, commodities: false },
      { autoBind: true },
    );
  }

  /** The form's starting values: the publication's, or an empty news. */
  get defaults(): PublishingFormValues {
    return publishingFormOf(this.item ?? undefined);
  }

  /** The actions the workflow allows now. */
  get actions(): PublishCommand[] {
    return publishingActions(this.item?.status ?? null);
  }

  /** Reads the publication to edit, if any. */
  async load(id: number | null = this.id): Promise<void> {
    this.id = id;
    if (id === null) {
      this.state = 'ready';
      return;
    }
    this.state = 'loading';
    try {
      const item = await this.api.get(id);
      runInAction(() => {
        this.item = item;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
  }

  setCommand(command: PublishCommand): void {
    this.command = command;
  }

  dispose(): void {}
}
