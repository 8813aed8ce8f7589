import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  FREIGHT_RULES,
  mayUseService,
  QuoteFreightUseCase,
  ServicesApiPort,
  type FreightInput,
  type FreightOptions,
  type FreightQuote,
  type ServicesApiPort as ServicesApi,
} from '../../core';
import { FormViewModel } from '../kit/forms/form.view-model';

/** What a service page shows: reading, a failed read, the upsell (no right), or the service. */
export type ServiceState = 'loading' | 'failed' | 'upsell' | 'ready';

/** The freight calculator: its places, products and modes (or the upsell), the form, and the last quote. */
@injectable('Transient')
export class FreightViewModel {
  state: ServiceState = 'loading';
  options: FreightOptions = { places: [], products: [], modes: [] };
  quote: FreightQuote | null = null;
  readonly form: FormViewModel<FreightInput, FreightQuote>;

  constructor(
    @inject(ServicesApiPort) private readonly api: ServicesApi,
    @inject(QuoteFreightUseCase) quoteFreight: QuoteFreightUseCase,
  ) {
    this.form = new FormViewModel(
      async (values) => {
        const quote = await quoteFreight.execute(values);
        runInAction(() => (this.quote = quote));
        return quote;
      },
      { rules: FREIGHT_RULES },
    );
    makeAutoObservable<this, 'api'>(this, { api: false, form: false }, { autoBind: true });
  }

  /** Reads the plan's options, then the calculator's places, products and modes. */
  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const { options } = await this.api.options();
      if (!mayUseService(options, 'freight-calculator')) {
        runInAction(() => (this.state = 'upsell'));
        return;
      }
      const freight = await this.api.freightOptions();
      runInAction(() => {
        this.options = freight;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
  }

  dispose(): void {}
}
