import {
  type ConsultingItem,
  type ConsultingKind,
  type ConsultingPage,
  GetDocumentUseCase,
  groupConsulting,
  isConsultingRefusal,
} from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { consultingItem, FakeConsultingApi } from '../../../tests/fakes/fake-consulting-api';
import { FakeDocumentApi, RecordingFileSaver } from '../../../tests/fakes/fake-document-api';
import { type ConsultingTasks, type ShownDeliverable } from '../consulting.tasks';

/** The seeded accounts: whether their plan includes consulting, and the commodities of their rights (id, Portuguese name). */
const ACCOUNTS: Record<string, { consulting: boolean; commodities: [number, string][] }> = {
  'assinante@example.com': {
    consulting: true,
    commodities: [
      [1, 'Açúcar e Etanol'],
      [7, 'Café'],
      [13, 'Milho'],
      [16, 'Soja'],
      [17, 'Farelo e óleo de soja'],
      [23, 'Chicago'],
    ],
  },
  'demo@example.com': { consulting: false, commodities: [] },
  'gratuito@example.com': { consulting: false, commodities: [] },
};

/** A commodity's deliverables as the consultancy delivers them: balances, hedge, a cost study, an on-demand study. */
function deliverablesOf(position: number, [id, nome]: [number, string]): ConsultingItem[] {
  const base = (position + 1) * 100;
  const commodity = { id, nome };
  const doc = (n: number) => [{ id: base + n, attachment: 1, name: `report-${base + n}.pdf`, title: 'Relatório' }];
  return [
    consultingItem({ id: base + 1, commodity, kind: 'supply-demand', date: '2026-11-19', documents: doc(1) }),
    consultingItem({ id: base + 2, commodity, kind: 'supply-demand', date: '2026-10-20', documents: doc(2) }),
    consultingItem({
      id: base + 3,
      commodity,
      kind: 'supply-demand',
      date: '2026-12-19',
      status: 'scheduled',
      documents: [],
    }),
    consultingItem({ id: base + 4, commodity, kind: 'hedge', date: '2026-11-11', documents: doc(4) }),
    consultingItem({
      id: base + 5,
      commodity,
      kind: 'hedge',
      date: '2026-11-21',
      status: 'in-progress',
      documents: [],
    }),
    consultingItem({ id: base + 6, commodity, kind: 'cost-of-production', date: '2026-10-09', documents: doc(6) }),
    consultingItem({
      id: base + 7,
      commodity,
      kind: 'on-demand',
      date: '2026-12-05',
      status: 'scheduled',
      documents: [],
    }),
  ];
}

/**
 * Consulting on the core: the consulting API (a fake with the server's rules: the plan's commodities only, a refusal
 * without consulting, filters and pages), the core's grouping and order, and the document use case over the document API.
 */
export class CoreConsulting implements ConsultingTasks {
  private api = new FakeConsultingApi();
  private readonly documents = new FakeDocumentApi(new FakeClock());
  private readonly saver = new RecordingFileSaver();
  private page: ConsultingPage | null = null;
  private refused = false;

  async openConsulting(email: string): Promise<void> {
    const account = ACCOUNTS[email];
    if (!account) throw new Error(`no seeded account ${email}`);
    this.api = new FakeConsultingApi(
      account.commodities.flatMap((commodity, index) => deliverablesOf(index, commodity)),
    );
    this.api.allowed = account.consulting;
    for (const doc of this.api.items.flatMap((item) => item.documents)) {
      this.documents.files.set(doc.id, [doc.name]);
      this.documents.allowed.add(doc.id);
    }
    await this.read({});
  }

  async upsellShown(): Promise<boolean> {
    return this.refused;
  }

  async services(): Promise<ConsultingKind[]> {
    return groupConsulting(this.page?.items ?? []).map((group) => group.kind);
  }

  async deliverables(): Promise<ShownDeliverable[]> {
    return groupConsulting(this.page?.items ?? []).flatMap((group) =>
      group.items.map((item) => ({
        kind: item.kind,
        title: item.title,
        commodity: item.commodity.nome,
        status: item.status,
        date: item.date,
        documents: item.documents.length,
      })),
    );
  }

  async commoditiesOffered(): Promise<string[]> {
    return (this.page?.commodities ?? []).map((commodity) => commodity.nome);
  }

  async choose(commodity: string, kind: ConsultingKind): Promise<void> {
    const id = this.page?.commodities.find((entry) => entry.nome === commodity)?.id;
    if (id === undefined) throw new Error(`no commodity ${commodity} to choose`);
    await this.read({ commodity: id, kind });
  }

  async openFirstDocument(kind: ConsultingKind): Promise<void> {
    const group = groupConsulting(this.page?.items ?? []).find((entry) => entry.kind === kind);
    const doc = group?.items.flatMap((item) => item.documents)[0];
    if (!doc) throw new Error(`no document of ${kind}`);
    await new GetDocumentUseCase(this.documents, this.saver).execute({
      mode: 'read',
      id: doc.id,
      attachment: doc.attachment,
    });
  }

  async documentOpened(): Promise<string | null> {
    return this.saver.opened.at(-1)?.name ?? null;
  }

  private async read(query: { commodity?: number; kind?: ConsultingKind }): Promise<void> {
    try {
      this.page = await this.api.consulting({ ...query, page: 1 });
      this.refused = false;
    } catch (error) {
      if (!isConsultingRefusal(error)) throw error;
      this.page = null;
      this.refused = true;
    }
  }
}
