import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  forecastRainMm,
  mayUseService,
  rainfallClass,
  rainfallPercentOfNormal,
  ServicesApiPort,
  weatherCommodities,
  type RainfallClass,
  type RegionWeather,
  type ServicesApiPort as ServicesApi,
  type WeatherReport,
} from '../../core';
import { type ServiceState } from './freight.view-model';

/** A region's line of the rainfall table. */
export interface RainfallRow {
  region: RegionWeather;
  percent: number;
  rainClass: RainfallClass;
  next7Mm: number;
}

/**
 * The weather service: the report of the producing regions of the chosen commodity (all without one), or the upsell.
 * A new choice reads its regions again; the last report stays shown while it is read, and a failure keeps it.
 */
@injectable('Transient')
export class WeatherViewModel {
  state: ServiceState = 'loading';
  report: WeatherReport | undefined = undefined;
  commodity: number | undefined = undefined;
  /** A choice is being read (the report shown is the previous one). */
  reading = false;
  /** The last choice could not be read: the report shown is the previous one. */
  choiceFailed = false;
  private asked = 0;

  constructor(@inject(ServicesApiPort) private readonly api: ServicesApi) {
    makeAutoObservable<this, 'api' | 'asked'>(
      this,
      { api: false, asked: false, report: observableRef },
      { autoBind: true },
    );
  }

  /** The commodities the filter offers: the ones some followed region produces. */
  readonly commodities = weatherCommodities();

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const { options } = await this.api.options();
      if (!mayUseService(options, 'weather')) {
        runInAction(() => (this.state = 'upsell'));
        return;
      }
      await this.read();
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
  }

  dispose(): void {
    this.asked++;
  }

  /** Shows one commodity's regions (undefined: every region). */
  async choose(commodity: number | undefined): Promise<void> {
    this.commodity = commodity;
    try {
      await this.read();
    } catch {
      runInAction(() => {
        if (this.report) this.choiceFailed = true;
        else this.state = 'failed';
      });
    }
  }

  /** The rainfall table: each region's 30 days against their normal, and the rain the forecast adds up to. */
  get rainfall(): RainfallRow[] {
    return (this.report?.regions ?? []).map((region) => ({
      region,
      percent: rainfallPercentOfNormal(region.rainfall30Mm, region.normal30Mm),
      rainClass: rainfallClass(region.rainfall30Mm, region.normal30Mm),
      next7Mm: forecastRainMm(region.forecast),
    }));
  }

  /** Reads the chosen commodity's report; a later choice wins over an earlier answer. */
  private async read(): Promise<void> {
    const call = ++this.asked;
    this.reading = true;
    try {
      const report = await this.api.weather(this.commodity === undefined ? {} : { commodity: this.commodity });
      if (call !== this.asked) return;
      runInAction(() => {
        this.report = report;
        this.choiceFailed = false;
        this.state = 'ready';
      });
    } finally {
      if (call === this.asked) runInAction(() => (this.reading = false));
    }
  }
}
