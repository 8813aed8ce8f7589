import { type ShareApiPort, type ShareRecorded, type ShareRecordRequest } from '../../core';
import { type ApiClient } from './api-client';
import { ShareRecordedDto } from './content/share.dto';

/** ShareApiPort over the HTTP API: POST content/share counts one share of an item. */
export class HttpShareApi implements ShareApiPort {
  constructor(private readonly api: ApiClient) {}

  record(request: ShareRecordRequest): Promise<ShareRecorded> {
    return this.api.post('content/share', request, { response: ShareRecordedDto });
  }
}
