import {
  ApiError,
  ErrorCode,
  mayUseService,
  type AskAnalystAnswer,
  type AskAnalystRequest,
  type QuestionsAvailable,
  type ServiceOption,
  type ServiceOptions,
  type ServicesApiPort,
} from '../../core';

/**
 * The services API as the server answers it: the user's options, a monthly limit of questions with the questions
 * asked, 403 (5006) without the ask-the-analyst option, 400 QuestionsExhausted beyond the limit; `sent` keeps the
 * questions that went to the analysts. `offline` makes every call fail without a response.
 */
export class FakeServicesApi implements ServicesApiPort {
  userOptions: ServiceOption[] = ['ask-analyst'];
  limit = 3;
  used = 0;
  offline = false;
  readonly sent: AskAnalystRequest[] = [];

  async options(): Promise<ServiceOptions> {
    this.check();
    return { options: [...this.userOptions] };
  }

  async questionsAvailable(): Promise<QuestionsAvailable> {
    this.check('ask-analyst');
    return { available: Math.max(0, this.limit - this.used), limit: this.limit };
  }

  async askAnalyst(request: AskAnalystRequest): Promise<AskAnalystAnswer> {
    this.check('ask-analyst');
    if (this.used >= this.limit)
      throw new ApiError(400, {
        errorType: 'QuestionsExhausted',
        code: ErrorCode.INSUFFICIENT_RIGHTS,
        message: 'Você não tem mais perguntas ao analista disponíveis neste mês',
        erros: [],
      });
    this.used += 1;
    this.sent.push({ ...request });
    return { available: this.limit - this.used };
  }

  private check(service?: ServiceOption): void {
    if (this.offline) throw new ApiError(undefined, undefined);
    if (service && !mayUseService(this.userOptions, service))
      throw new ApiError(403, {
        errorType: 'AuthError',
        code: ErrorCode.INSUFFICIENT_RIGHTS,
        message: 'Acesso negado',
        erros: [],
      });
  }
}
