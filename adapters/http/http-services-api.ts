import {
  type AskAnalystAnswer,
  type AskAnalystRequest,
  type FreightOptions,
  type FreightQuote,
  type FreightQuoteQuery,
  type LineUp,
  type QuestionsAvailable,
  type ServiceOptions,
  type ServicesApiPort,
  type WeatherQuery,
  type WeatherReport,
  type LiveSchedule,
  type LiveScheduleQuery,
  type LiveSession,
} from '../../core';
import { type ApiClient } from './api-client';
import {
  AskAnalystAnswerDto,
  FreightOptionsDto,
  FreightQuoteDto,
  LineUpDto,
  QuestionsAvailableDto,
  ServiceOptionsDto,
  WeatherReportDto,
  LiveScheduleDto,
  LiveSessionDto,
} from './services/services.dto';

/** ServicesApiPort over the HTTP API (SPEC §7: client/questions/available, client/send-ask-analyst; services/options). */
export class HttpServicesApi implements ServicesApiPort {
  constructor(private readonly api: ApiClient) {}

  options(): Promise<ServiceOptions> {
    return this.api.get('services/options', { response: ServiceOptionsDto });
  }

  questionsAvailable(): Promise<QuestionsAvailable> {
    return this.api.get('client/questions/available', { response: QuestionsAvailableDto });
  }

  askAnalyst(request: AskAnalystRequest): Promise<AskAnalystAnswer> {
    return this.api.post('client/send-ask-analyst', request, { response: AskAnalystAnswerDto });
  }

  freightOptions(): Promise<FreightOptions> {
    return this.api.get('services/freight/options', { response: FreightOptionsDto });
  }

  freightQuote(query: FreightQuoteQuery): Promise<FreightQuote> {
    return this.api.get('services/freight/quote', { params: { ...query }, response: FreightQuoteDto });
  }

  lineUp(): Promise<LineUp> {
    return this.api.get('services/line-up', { response: LineUpDto });
  }

  weather(query: WeatherQuery): Promise<WeatherReport> {
    return this.api.get('services/weather', { params: { ...query }, response: WeatherReportDto });
  }

  liveSchedule(query: LiveScheduleQuery): Promise<LiveSchedule> {
    return this.api.get('services/live-sessions', { params: { ...query }, response: LiveScheduleDto });
  }

  register(sessionId: string): Promise<LiveSession> {
    return this.api.post(`services/live-sessions/${encodeURIComponent(sessionId)}/registration`, undefined, {
      response: LiveSessionDto,
    });
  }

  async cancelRegistration(sessionId: string): Promise<void> {
    await this.api.delete(`services/live-sessions/${encodeURIComponent(sessionId)}/registration`);
  }
}
