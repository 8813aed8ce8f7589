import { type AccountApiPort } from './account-api.port';
import { type NewClientRequest } from './api';
import { validateNewClient } from './access-requests';
import { assertNoIssues } from '../kernel/validation/form-issues-error';

/** Leaves a prospective client's contact (e-mail, phone, name) for the commercial team. */
export class NewClientUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Checks the form (FormIssuesError), then sends the request. */
  async execute(request: NewClientRequest): Promise<void> {
    assertNoIssues(validateNewClient({ email: request.email, phone: request.phone, name: request.nome }));
    return this.api.newClient({ email: request.email.trim(), phone: request.phone, nome: request.nome.trim() });
  }
}
