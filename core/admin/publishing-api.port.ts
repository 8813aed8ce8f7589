import { type PublishingDraft, type PublishingItem, type PublishingPage } from './publishing-api';
import { type TableQuery } from './table-query';

/** The publishing desk's calls (under admin/publishing; publisher, editor or admin only). */
export interface PublishingApiPort {
  /** GET admin/publishing: a page of the desk's publications, sorted and filtered. */
  list(query: TableQuery): Promise<PublishingPage>;
  /** GET admin/publishing/{id}: one publication. */
  get(id: number): Promise<PublishingItem>;
  /** POST admin/publishing: stores a new publication as a draft. */
  create(draft: PublishingDraft): Promise<PublishingItem>;
  /** POST admin/publishing/{id}: changes a draft's or a scheduled publication's text. */
  update(id: number, draft: PublishingDraft): Promise<PublishingItem>;
  /** POST admin/publishing/{id}/save: keeps it as a draft (a scheduled one leaves the schedule). */
  keep(id: number): Promise<PublishingItem>;
  /** POST admin/publishing/{id}/schedule: sends it at a future time. */
  schedule(id: number, at: string): Promise<PublishingItem>;
  /** POST admin/publishing/{id}/send-now: publishes and sends it now; answers it sent, or in error with its failures. */
  sendNow(id: number): Promise<PublishingItem>;
  /** POST admin/publishing/{id}/resume: sends what is missing of one in error. */
  resume(id: number): Promise<PublishingItem>;
}
export const PublishingApiPort = Symbol('PublishingApiPort');
