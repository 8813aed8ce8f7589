// The back office's forms as class-validator DTOs whose constraints are the core's field rules.
import {
  SUBJECT_RULES,
  TAG_RULES,
  USER_RULES,
  type SubjectForm,
  type TagForm,
  type UserForm,
  type UserType,
} from '../../core';
import { FollowsRules } from '../kit/forms/field-rules';

/** The subject form. */
export class SubjectFormDto implements SubjectForm {
  @FollowsRules(SUBJECT_RULES) id = '';
  @FollowsRules(SUBJECT_RULES) nome = '';
  @FollowsRules(SUBJECT_RULES) namePtBr = '';
  @FollowsRules(SUBJECT_RULES) nameEnEu = '';
  @FollowsRules(SUBJECT_RULES) nameEsEs = '';
  @FollowsRules(SUBJECT_RULES) nameEsAr = '';
  @FollowsRules(SUBJECT_RULES) namePtPt = '';
  @FollowsRules(SUBJECT_RULES) icone = '';
  @FollowsRules(SUBJECT_RULES) iconSize = '24';
  habilitado = true;
  @FollowsRules(SUBJECT_RULES) originCode = '250';
  @FollowsRules(SUBJECT_RULES) mne = '';
  @FollowsRules(SUBJECT_RULES) routes = '';
}

/** The user form (the first password is checked by the use case, for a new user only). */
export class UserFormDto implements UserForm {
  @FollowsRules(USER_RULES) email = '';
  @FollowsRules(USER_RULES) name = '';
  userType: UserType = 'individual';
  @FollowsRules(USER_RULES) document = '';
  @FollowsRules(USER_RULES) phone = '';
  @FollowsRules(USER_RULES) country = 'BR';
  @FollowsRules(USER_RULES) groups = '';
  @FollowsRules(USER_RULES) language = 'PtBr';
  @FollowsRules(USER_RULES) profile = '3';
  @FollowsRules(USER_RULES) signature = '';
  @FollowsRules(USER_RULES) enabledSubjects = '';
  hasQuotesRights = false;
  admin = false;
  editor = false;
  publisher = false;
  disabled = false;
  password = '';
}

/** The tag form. */
export class TagFormDto implements TagForm {
  @FollowsRules(TAG_RULES) namePtBr = '';
  @FollowsRules(TAG_RULES) nameEnEu = '';
  @FollowsRules(TAG_RULES) nameEsEs = '';
  @FollowsRules(TAG_RULES) nameEsAr = '';
  @FollowsRules(TAG_RULES) namePtPt = '';
  @FollowsRules(TAG_RULES) category = '';
  @FollowsRules(TAG_RULES) contentIds = '';
}
