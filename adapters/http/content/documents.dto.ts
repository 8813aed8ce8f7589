// The response DTO of document/email-link (the document calls otherwise answer files), tied to its core type.
import { IsString } from 'class-validator';
import { type DocumentLinkSent } from '../../../core';
import { IsIsoText } from '../dto-rules';

/** document/email-link: where the link went (only shown: a string, so the e-mail check of class-validator, several KB,
 * stays out of the shared libraries chunk every page loads), and until when it works. */
export class DocumentLinkSentDto implements DocumentLinkSent {
  @IsString() email!: string;
  @IsIsoText() expiresAt!: string;
}
