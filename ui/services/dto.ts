// The services forms as class-validator DTOs whose constraints are the core's field rules.
import { ASK_ANALYST_RULES, type AskAnalystInput } from '../../core';
import { FollowsRules } from '../kit/forms/field-rules';

/** The ask-the-analyst form. */
export class AskAnalystDto implements AskAnalystInput {
  @FollowsRules(ASK_ANALYST_RULES) email = '';
  @FollowsRules(ASK_ANALYST_RULES) name = '';
  @FollowsRules(ASK_ANALYST_RULES) question = '';
  @FollowsRules(ASK_ANALYST_RULES) commodity = '';
}
