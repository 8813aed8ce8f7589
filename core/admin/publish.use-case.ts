import { type ClockPort } from '../kernel/clock.port';
import { NewsStatus } from '../kernel/enums';
import { FormIssuesError, assertNoIssues } from '../kernel/validation/form-issues-error';
import {
  nextPublishingStatus,
  publishingDraftOf,
  type PublishingFormValues,
  validatePublishingDraft,
} from './publishing';
import { type PublishingItem } from './publishing-api';
import { type PublishingApiPort } from './publishing-api.port';

/** What the desk asks for: keep the draft, schedule it, send it now, or resume one in error. */
export type PublishCommand = 'save' | 'schedule' | 'sendNow' | 'resume';

/** Turns a local date and time (yyyy-mm-ddThh:mm, as a date-time field holds it) into an instant, in the given offset. */
export type LocalTimeReader = (local: string) => Date | null;

/**
 * The desk's one command: checks the form with the core's rules and the workflow (a time in the future to schedule;
 * nothing but resume for one in error; nothing for one sent), stores the draft (new or changed), then schedules or
 * sends it. Refusals belong to fields (FormIssuesError); answers the publication as the server holds it.
 */
export class PublishUseCase {
  constructor(
    private readonly api: PublishingApiPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(
    current: PublishingItem | null,
    form: PublishingFormValues,
    command: PublishCommand,
    readTime: LocalTimeReader,
  ): Promise<PublishingItem> {
    const status = current?.status ?? null;
    const at = command === 'schedule' ? readTime(form.at) : null;
    const now = new Date(this.clock.now());
    const action =
      command === 'schedule'
        ? { kind: 'schedule' as const, at: at ?? now, now }
        : command === 'sendNow'
          ? { kind: 'sendNow' as const }
          : command === 'resume'
            ? { kind: 'resume' as const }
            : { kind: 'save' as const };
    const next = nextPublishingStatus(status, action);
    if (!next.ok)
      throw new FormIssuesError([
        { field: next.reason === 'publishing.scheduleInPast' ? 'at' : 'status', message: next.reason },
      ]);
    if (command === 'resume') return this.api.resume(current!.id);
    const draft = publishingDraftOf(form, current?.attachments ?? []);
    assertNoIssues(validatePublishingDraft(draft));
    const stored = current ? await this.api.update(current.id, draft) : await this.api.create(draft);
    if (command === 'schedule') return this.api.schedule(stored.id, at!.toISOString());
    if (command === 'sendNow') return this.api.sendNow(stored.id);
    return stored.status === NewsStatus.SCHEDULED ? this.api.keep(stored.id) : stored;
  }
}
