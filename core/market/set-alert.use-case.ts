// Sets a price alert: the level is checked against the kind first (no call while it is wrong); the server then checks
// the plan again and may refuse.
import { levelIssue } from './alerts';
import { type AlertCreate, type PriceAlert } from './api';
import { type FieldIssue } from '../kernel/validation/messages';
import { type MarketAlertsApiPort } from './market-alerts-api.port';

/** The outcome of setting an alert: the alert as stored, or the form's issues. */
export type SetAlertResult = { ok: true; alert: PriceAlert } | { ok: false; issues: FieldIssue[] };

export class SetAlertUseCase {
  constructor(private readonly api: MarketAlertsApiPort) {}

  async execute(draft: AlertCreate): Promise<SetAlertResult> {
    const issue = levelIssue(draft);
    if (issue) return { ok: false, issues: [issue] };
    return { ok: true, alert: await this.api.createAlert(draft) };
  }
}
