import {
  EMPTY_REPORT_FILTERS,
  itemAccess,
  ListContentUseCase,
  noRightsDialog,
  Profile,
  ReadNewsUseCase,
  ReportFilterRepository,
  activeFilterCount,
  type ContentListItem,
  type ContentViewer,
  type ReportFilters,
  type TimedNewsDetail,
} from '../../../core';
import { contentItem } from '../../../tests/fakes/content-library';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakeContentApi } from '../../../tests/fakes/fake-content-api';
import { MemoryStorage } from '../../../tests/fakes/memory-storage';
import { RecordingLogger } from '../../../tests/fakes/recorders';
import { type ContentTasks, type ListedItem, type Reader } from '../content.tasks';

const PLAN_TYPES = ['analysis', 'news', 'report', 'flash', 'newsletter', 'informative'];
const SUBSCRIBER_SUBJECTS = [1, 7, 13, 16, 17, 23];
const SUBJECTS = [1, 3, 7];
const TYPES = ['analysis', 'news', 'statistic'];

/** Who each seeded profile is, as the server would decide it. */
function viewerOf(profile: Reader): ContentViewer {
  const rights = (enabled: number[]) =>
    SUBJECTS.map((id) => ({ id, nome: `S${id}`, habilitado: enabled.includes(id) }));
  if (profile === 'subscriber')
    return {
      profile: Profile.SUBSCRIBER,
      rights: rights(SUBSCRIBER_SUBJECTS),
      planTypes: PLAN_TYPES,
      trialActive: true,
    };
  if (profile === 'demo')
    return { profile: Profile.DEMO, rights: rights(SUBJECTS), planTypes: 'all', trialActive: true };
  return { profile: Profile.FREE, rights: rights([]), planTypes: [], trialActive: false };
}

/** A small catalogue of every subject and type, free, exclusive and important on part of it, locked as the core rule decides for the viewer. */
function catalogue(viewer: ContentViewer): ContentListItem[] {
  return Array.from({ length: 90 }, (_, index) => {
    const subjectId = SUBJECTS[index % SUBJECTS.length]!;
    const type = TYPES[Math.floor(index / SUBJECTS.length) % TYPES.length]!;
    const fields = {
      free: index % 7 === 0,
      exclusive: index % 5 === 0,
      importance: (index % 4 === 0 ? 1 : 0) as 0 | 1,
    };
    const access = itemAccess(viewer, {
      subjectId,
      subjectEnabled: true,
      publicationType: type,
      free: fields.free,
      exclusive: fields.exclusive,
    });
    return contentItem(index + 1, {
      ...fields,
      title: `Item ${index + 1}`,
      commodity: { id: subjectId, nome: `S${subjectId}` },
      newsContent: [{ code: type, nome: type }],
      locked: access.kind !== 'open',
      location: access.location,
      // Every other block of the catalogue (one item of each subject and type) has a picture.
      image:
        Math.floor(index / (SUBJECTS.length * TYPES.length)) % 2 === 0
          ? { url: `/images/content/s${subjectId}-field.svg`, alt: `Lavoura de S${subjectId}` }
          : null,
    });
  });
}

/** The content tasks on the core: the content use cases and the core access rule over fakes. */
export class CoreContent implements ContentTasks {
  private readonly api = new FakeContentApi();
  private readonly storage = new MemoryStorage();
  private readonly clock = new FakeClock();
  private filters = new ReportFilterRepository(this.storage);
  private readonly listContent = new ListContentUseCase(this.api, this.clock);
  private readonly readNews = new ReadNewsUseCase(this.api, new RecordingLogger());
  private profile: Profile = Profile.FREE;
  private commodity = 0;
  private page: ContentListItem[] = [];
  private opened: TimedNewsDetail | null = null;

  async readAs(profile: Reader): Promise<void> {
    const viewer = viewerOf(profile);
    this.profile = viewer.profile;
    this.api.library.items = catalogue(viewer);
  }

  async browse(publicationType: string, commodity: number): Promise<void> {
    this.commodity = commodity;
    this.save({ ...this.filters.load(), publicationType });
    await this.refresh();
  }

  async listed(): Promise<ListedItem[]> {
    return this.page.map((item) => ({
      title: item.title,
      locked: item.locked,
      important: item.importance === 1,
      exclusive: item.exclusive,
      free: item.free,
      picture: item.image?.alt ?? null,
    }));
  }

  async openFirst(): Promise<void> {
    const first = this.page.find((item) => !item.locked);
    if (!first) throw new Error('no readable item listed');
    this.opened = await this.readNews.execute(first.id);
  }

  async fullText(): Promise<string | null> {
    return this.opened?.body ?? null;
  }

  async isMarkedRead(): Promise<boolean> {
    return this.opened !== null && this.api.library.reads.includes(this.opened.id);
  }

  async openKeptItem(): Promise<string> {
    const kept = this.page.find((item) => item.locked);
    if (!kept) throw new Error('no item kept for subscribers');
    const detail = await this.readNews.execute(kept.id);
    if (detail.body !== undefined) throw new Error('a kept item came with its body');
    return noRightsDialog(this.profile, 'PtBr').title;
  }

  async keepImportant(): Promise<void> {
    this.save({ ...this.filters.load(), important: true });
    await this.refresh();
  }

  async activeFilters(): Promise<number> {
    return activeFilterCount(this.filters.load());
  }

  async comeBack(): Promise<void> {
    this.filters = new ReportFilterRepository(this.storage);
    await this.refresh();
  }

  async clearFilters(): Promise<void> {
    this.filters.clear();
    await this.refresh();
  }

  besideTheList(): Promise<{ highlights: number; latestNews: number }> {
    throw new Error('only a page lays out the highlights and the ticker beside the list (a @browser-only step)');
  }

  showAs(): Promise<number> {
    throw new Error('only a page draws the list in a display type (a @browser-only step)');
  }

  private save(filters: ReportFilters): void {
    this.filters.save({ ...EMPTY_REPORT_FILTERS, ...filters });
  }

  private async refresh(): Promise<void> {
    this.page = (
      await this.listContent.execute({ commodity: this.commodity, page: 1, pageSize: 10, filters: this.filters.load() })
    ).items;
  }
}
