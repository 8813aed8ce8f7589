// The market's forms as class-validator DTOs whose constraints are the core's field rules.
import { ALERT_RULES, type AlertInput } from '../../core';
import { FollowsRules } from '../kit/forms/field-rules';

/** A price alert's form: its instrument (the row's), its kind and its level as typed. */
export class AlertDto implements AlertInput {
  @FollowsRules(ALERT_RULES) instrument = '';
  @FollowsRules(ALERT_RULES) kind = 'above';
  @FollowsRules(ALERT_RULES) level = '';
}
