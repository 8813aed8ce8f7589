import { type TimedNewsDetail } from './timed-news-detail';
import { type ContentApiPort } from './content-api.port';
import { type LoggerPort } from '../kernel/logger.port';

/** Opens a news detail; an item the user may read and has not read yet is marked read (send-read-news). */
export class ReadNewsUseCase {
  constructor(
    private readonly api: ContentApiPort,
    private readonly logger: LoggerPort,
  ) {}

  async execute(id: number): Promise<TimedNewsDetail> {
    const detail = await this.api.newsDetail(id);
    if (!detail.locked && !detail.read) {
      try {
        await this.api.sendReadNews(id);
        return { ...detail, read: true };
      } catch (error) {
        // Reading goes on; the mark is tried again next time the item opens.
        this.logger.error('read mark not sent', error);
      }
    }
    return detail;
  }
}
