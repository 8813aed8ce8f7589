import { type AreaModule } from '../kit/area-module';

/** Sessions: no page of their own; the session watch and its notices are part of every signed-in page. */
export const sessionModule: AreaModule = { namespaces: ['session'] };
