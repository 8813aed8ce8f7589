import { type ContentPage } from './api';
import { listQuery, type ReportFilters } from './report-filters';
import { type ClockPort } from '../kernel/clock.port';
import { type ContentApiPort } from './content-api.port';

/** Which page of which list to read. */
export interface ListContentRequest {
  /** The commodity or subject of the page (0 = all). */
  commodity: number;
  page: number;
  pageSize: number;
  filters: ReportFilters;
}

/** Reads one page of a content list under the report filters (quick date ranges resolved from the clock). */
export class ListContentUseCase {
  constructor(
    private readonly api: ContentApiPort,
    private readonly clock: ClockPort,
  ) {}

  execute(request: ListContentRequest): Promise<ContentPage> {
    return this.api.listAll(listQuery(request.filters, request, this.clock));
  }
}
