import { type ContentApiPort, type SubjectMenuItem } from '../../core';
import { type ApiClient } from './api-client';

/** ContentApiPort over the HTTP API (SPEC §7, content and lists). */
export class HttpContentApi implements ContentApiPort {
  constructor(private readonly api: ApiClient) {}

  mainMenu(): Promise<SubjectMenuItem[]> {
    return this.api.get<SubjectMenuItem[]>('main/menu');
  }
}
