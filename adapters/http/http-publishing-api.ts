import {
  type PublishingApiPort,
  type PublishingDraft,
  type PublishingItem,
  type PublishingPage,
  type TableQuery,
  tableQueryParams,
} from '../../core';
import { PublishingItemDto, PublishingPageDto } from './admin/publishing.dto';
import { type ApiClient } from './api-client';

/** PublishingApiPort over the HTTP API: admin/publishing (refusals thrown as they come). */
export class HttpPublishingApi implements PublishingApiPort {
  constructor(private readonly api: ApiClient) {}

  list(query: TableQuery): Promise<PublishingPage> {
    return this.api.get('admin/publishing', {
      params: Object.fromEntries(tableQueryParams(query)),
      response: PublishingPageDto,
    });
  }

  get(id: number): Promise<PublishingItem> {
    return this.api.get(`admin/publishing/${id}`, { response: PublishingItemDto });
  }

  create(draft: PublishingDraft): Promise<PublishingItem> {
    return this.api.post('admin/publishing', draft, { response: PublishingItemDto });
  }

  update(id: number, draft: PublishingDraft): Promise<PublishingItem> {
    return this.api.post(`admin/publishing/${id}`, draft, { response: PublishingItemDto });
  }

  keep(id: number): Promise<PublishingItem> {
    return this.api.post(`admin/publishing/${id}/save`, {}, { response: PublishingItemDto });
  }

  schedule(id: number, at: string): Promise<PublishingItem> {
    return this.api.post(`admin/publishing/${id}/schedule`, { at }, { response: PublishingItemDto });
  }

  sendNow(id: number): Promise<PublishingItem> {
    return this.api.post(`admin/publishing/${id}/send-now`, {}, { response: PublishingItemDto });
  }

  resume(id: number): Promise<PublishingItem> {
    return this.api.post(`admin/publishing/${id}/resume`, {}, { response: PublishingItemDto });
  }
}
