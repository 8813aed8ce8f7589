/** A publication as the scenarios write it. */
export interface WrittenPublication {
  /** The publication type's code (flash, news, …). */
  type: string;
  /** The commodity's Portuguese name. */
  commodity: string;
  title: string;
  highlightTitle?: string;
}

/** A field the desk names in a message: one of the form's, or an attachment's name or address by its place. */
export type PublishingMessageField =
  'highlightTitle' | 'commodities' | 'at' | `attachments.${number}.${'name' | 'url'}`;

/** What a reader gets of the attachments of an item: their names, or none and the offer of the plans for them. */
export interface ReaderAttachments {
  names: string[];
  locked: boolean;
}

/** The publishing desk and what reaches the readers, implemented once per assembly. */
export interface PublishingTasks {
  /** The publisher writes a publication (not yet saved). */
  write(publication: WrittenPublication): Promise<void>;
  /** The publisher adds an attachment to the publication being written: its name and the address of its file. */
  attach(name: string, url: string): Promise<void>;
  /** Presses an action: save, schedule (in `minutes` from now), send now, resume. */
  act(action: 'save' | 'sendNow' | 'resume'): Promise<void>;
  schedule(minutes: number): Promise<void>;
  /** The status the desk shows for it (Rascunho, Agendada, Enviada, Erro no envio). */
  status(): Promise<string>;
  /** The message shown beside a field, if any. */
  fieldMessage(field: PublishingMessageField): Promise<string | null>;
  /** Lets `minutes` pass (the scheduler runs). */
  wait(minutes: number): Promise<void>;
  /** How many e-mails of the publication reached `email`. */
  mailsTo(email: string): Promise<number>;
  /** What the reader `email` gets of the attachments of the item the publication became. */
  readerAttachments(email: string): Promise<ReaderAttachments>;
}
