import {
  type FavoriteContent,
  type LayoutApiPort,
  type LayoutPreferences,
  type LayoutVersion,
  type SavedLayout,
  type SavedLayoutConfig,
  type TourChoice,
} from '../../core';
import { type ApiClient } from './api-client';
import { LayoutVersionDto, SavedLayoutConfigDto, SavedLayoutDto, TourChoiceDto } from './shell/layout.dto';

/** LayoutApiPort over the HTTP API (SPEC §7, Layout; and the account's tour setting). */
export class HttpLayoutApi implements LayoutApiPort {
  constructor(private readonly api: ApiClient) {}

  saveFavorites(favoriteContent: FavoriteContent[]): Promise<SavedLayoutConfig> {
    return this.api.post('layoutwdma/saveconfig', { favoriteContent }, { response: SavedLayoutConfigDto });
  }

  saveSchedule(savedNews: string[]): Promise<SavedLayoutConfig> {
    return this.api.post('layoutwdma/saveconfig', { saved_news: savedNews }, { response: SavedLayoutConfigDto });
  }

  savePreferences(preferences: Partial<LayoutPreferences>): Promise<SavedLayout> {
    return this.api.post('layout', preferences, { response: SavedLayoutDto });
  }

  loadConfig(): Promise<SavedLayoutConfig> {
    return this.api.get('layoutwdma/loadconfig', { response: SavedLayoutConfigDto });
  }

  history(): Promise<LayoutVersion[]> {
    return this.api.get('layoutwdma-hist', { response: [LayoutVersionDto] });
  }

  restore(id: number): Promise<SavedLayoutConfig> {
    return this.api.post(`layoutwdma-hist/${id}`, {}, { response: SavedLayoutConfigDto });
  }

  saveTourChoice(choice: TourChoice): Promise<TourChoice> {
    return this.api.post('client/update/skip-tour', choice, { response: TourChoiceDto });
  }
}
