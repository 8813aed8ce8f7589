// Sets a price alert from the alert form: the form's rules first (no call while one is broken); the server then checks
// the plan again and may refuse the instrument.
import { ALERT_RULES, typedLevel, type AlertInput, type AlertKind } from './alerts';
import { type PriceAlert } from './api';
import { ApiError } from '../kernel/errors/api-error';
import { ErrorCode } from '../kernel/errors/error-codes';
import { assertNoIssues, FormIssuesError } from '../kernel/validation/form-issues-error';
import { checkForm } from '../kernel/validation/rules';
import { type MarketAlertsApiPort } from './market-alerts-api.port';

export class SetAlertUseCase {
  constructor(private readonly api: MarketAlertsApiPort) {}

  /** The alert as stored; a FormIssuesError for a broken rule or an instrument the plan does not cover. */
  async execute(input: AlertInput): Promise<PriceAlert> {
    assertNoIssues(checkForm(ALERT_RULES, input));
    try {
      return await this.api.createAlert({
        instrument: input.instrument,
        kind: input.kind as AlertKind,
        level: typedLevel(input.level),
      });
    } catch (error) {
      // The server refuses an instrument outside the plan with the insufficient-rights code: the instrument's issue.
      if (error instanceof ApiError && error.code === ErrorCode.INSUFFICIENT_RIGHTS)
        throw new FormIssuesError([{ field: 'instrument', message: 'market.outsidePlan' }]);
      throw error;
    }
  }
}
