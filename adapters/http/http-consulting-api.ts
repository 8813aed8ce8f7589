import { type ConsultingApiPort, type ConsultingPage, type ConsultingQuery } from '../../core';
import { type ApiClient } from './api-client';
import { ConsultingPageDto } from './content/consulting.dto';

/** ConsultingApiPort over the HTTP API: reportData/consulting (a 403 when the plan has no consulting is thrown as it comes). */
export class HttpConsultingApi implements ConsultingApiPort {
  constructor(private readonly api: ApiClient) {}

  consulting(query: ConsultingQuery): Promise<ConsultingPage> {
    return this.api.get('reportData/consulting', { params: { ...query }, response: ConsultingPageDto });
  }
}
