// The desk's form as a class-validator DTO whose constraints are the core's field rules.
import { PUBLISHING_FORM_RULES, type PublishingFormValues } from '../../core';
import { FollowsRules } from '../kit/forms/field-rules';

/** The publication form. */
export class PublishingFormDto implements PublishingFormValues {
  @FollowsRules(PUBLISHING_FORM_RULES) publicationType = 'news';
  @FollowsRules(PUBLISHING_FORM_RULES) commodities: string[] = [];
  tags = '';
  important = false;
  exclusive = false;
  live = false;
  highlight = false;
  @FollowsRules(PUBLISHING_FORM_RULES) highlightTitle = '';
  @FollowsRules(PUBLISHING_FORM_RULES) title = '';
  @FollowsRules(PUBLISHING_FORM_RULES) summary = '';
  @FollowsRules(PUBLISHING_FORM_RULES) body = '';
  @FollowsRules(PUBLISHING_FORM_RULES) at = '';
}
