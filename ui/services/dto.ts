// The services forms as class-validator DTOs whose constraints are the core's field rules.
import { ASK_ANALYST_RULES, FREIGHT_RULES, type AskAnalystInput, type FreightInput } from '../../core';
import { FollowsRules } from '../kit/forms/field-rules';

/** The ask-the-analyst form. */
export class AskAnalystDto implements AskAnalystInput {
  @FollowsRules(ASK_ANALYST_RULES) email = '';
  @FollowsRules(ASK_ANALYST_RULES) name = '';
  @FollowsRules(ASK_ANALYST_RULES) question = '';
  @FollowsRules(ASK_ANALYST_RULES) commodity = '';
}

/** The freight calculator's form. */
export class FreightDto implements FreightInput {
  @FollowsRules(FREIGHT_RULES) origin = '';
  @FollowsRules(FREIGHT_RULES) destination = '';
  @FollowsRules(FREIGHT_RULES) product = '';
  @FollowsRules(FREIGHT_RULES) tonnage = '';
  @FollowsRules(FREIGHT_RULES) mode = '';
}
