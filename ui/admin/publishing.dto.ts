// The desk's form as a class-validator DTO whose constraints are the core's field rules.
import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import {
  PUBLISHING_ATTACHMENT_RULES,
  PUBLISHING_FORM_RULES,
  type PublishingAttachmentValues,
  type PublishingFormValues,
} from '../../core';
import { FollowsRules } from '../kit/forms/field-rules';

/** One attachment of the form: its errors land on `attachments.<place>.name` and `attachments.<place>.url`. */
export class PublishingAttachmentDto implements PublishingAttachmentValues {
  @FollowsRules(PUBLISHING_ATTACHMENT_RULES) name = '';
  @FollowsRules(PUBLISHING_ATTACHMENT_RULES) url = '';
}

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
  @FollowsRules(PUBLISHING_FORM_RULES)
  @ValidateNested({ each: true })
  @Type(() => PublishingAttachmentDto)
  attachments: PublishingAttachmentDto[] = [];
  @FollowsRules(PUBLISHING_FORM_RULES) at = '';
}
