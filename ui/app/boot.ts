// The page's boot script, a chunk of its own ahead of the app's entry (index.html loads it first): it starts the
// requests every page needs (the configuration) while the app's code is still on its way.
import { startEarlyRequests } from '../kit/platform/early-requests';

startEarlyRequests();
