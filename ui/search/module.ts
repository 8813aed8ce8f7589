import { type AreaModule } from '../kit/area-module';

/** Search: its texts (its page joins the content's report filters, so its route and the header's suggestions are composed in ui/app). */
export const searchModule: AreaModule = { namespaces: ['search'] };
