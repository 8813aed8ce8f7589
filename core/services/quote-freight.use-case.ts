// The freight quote (SPEC §1 services): the form checked by the calculator's rules, then the server's table asked.
import { assertNoIssues } from '../kernel/validation/form-issues-error';
import { type FreightQuote, type FreightQuoteQuery } from './api';
import { type FreightInput, type FreightMode, type FreightProduct, validateFreight } from './freight';
import { type ServicesApiPort } from './services-api.port';

/** Quotes a freight: checks the form (FormIssuesError), then asks the server's table. */
export class QuoteFreightUseCase {
  constructor(private readonly api: ServicesApiPort) {}

  async execute(input: FreightInput): Promise<FreightQuote> {
    assertNoIssues(validateFreight(input));
    const query: FreightQuoteQuery = {
      origin: input.origin,
      destination: input.destination,
      product: input.product as FreightProduct,
      tonnage: Number(input.tonnage.trim()),
      mode: input.mode as FreightMode,
    };
    return this.api.freightQuote(query);
  }
}
