// The back office's register forms: each form checked by core's rules (a FormIssuesError before anything is sent),
// then created or updated (an id says which).
import { assertNoIssues } from '../kernel/validation/form-issues-error';
import { type AdminApiPort } from './admin-api.port';
import { type AdminSubjectDetail, type AdminTagDetail, type AdminUserDetail } from './api';
import {
  subjectFieldsFromForm,
  subjectFromForm,
  type SubjectForm,
  tagFromForm,
  type TagForm,
  userCreateFromForm,
  userFieldsFromForm,
  type UserForm,
  validateSubjectForm,
  validateTagForm,
  validateUserForm,
} from './forms';

/** Saves the subject form: a new subject, or the subject `id`. */
export class SaveSubjectUseCase {
  constructor(private readonly api: AdminApiPort) {}

  async execute(form: SubjectForm, id: number | null): Promise<AdminSubjectDetail> {
    // An edited subject keeps its code: the form's id is only checked for a new one.
    assertNoIssues(validateSubjectForm(id === null ? form : { ...form, id: String(id) }));
    return id === null
      ? this.api.createSubject(subjectFromForm(form))
      : this.api.updateSubject(id, subjectFieldsFromForm(form));
  }
}

/** Saves the user form: a new user (with a first password), or the user `id`. */
export class SaveUserUseCase {
  constructor(private readonly api: AdminApiPort) {}

  async execute(form: UserForm, id: number | null): Promise<AdminUserDetail> {
    assertNoIssues(validateUserForm(form, id === null));
    return id === null
      ? this.api.createUser(userCreateFromForm(form))
      : this.api.updateUser(id, userFieldsFromForm(form));
  }
}

/** Saves the tag form: a new tag, or the tag `id`. */
export class SaveTagUseCase {
  constructor(private readonly api: AdminApiPort) {}

  async execute(form: TagForm, id: number | null): Promise<AdminTagDetail> {
    assertNoIssues(validateTagForm(form));
    return id === null ? this.api.createTag(tagFromForm(form)) : this.api.updateTag(id, tagFromForm(form));
  }
}
