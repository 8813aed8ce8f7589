/** A publication as the scenarios write it. */
export interface WrittenPublication {
  /** The publication type's code (flash, news, …). */
  type: string;
  /** The commodity's Portuguese name. */
  commodity: string;
  title: string;
  highlightTitle?: string;
}

/** The publishing desk and what reaches the readers, implemented once per assembly. */
export interface PublishingTasks {
  /** The publisher writes a publication (not yet saved). */
  write(publication: WrittenPublication): Promise<void>;
  /** Presses an action: save, schedule (in `minutes` from now), send now, resume. */
  act(action: 'save' | 'sendNow' | 'resume'): Promise<void>;
  schedule(minutes: number): Promise<void>;
  /** The status the desk shows for it (Rascunho, Agendada, Enviada, Erro no envio). */
  status(): Promise<string>;
  /** The message shown beside a field, if any. */
  fieldMessage(field: 'highlightTitle' | 'commodities' | 'at'): Promise<string | null>;
  /** Lets `minutes` pass (the scheduler runs). */
  wait(minutes: number): Promise<void>;
  /** How many e-mails of the publication reached `email`. */
  mailsTo(email: string): Promise<number>;
}
