// The JavaScript a page really loads, judged against bench/budgets.json (`routeJs`): the end-to-end suite loads each
// route in Chromium, lists the scripts it fetched until it settled, and sizes each one as the build's gzipped copy
// (level 9, the unit of the budgets and of the blank page's figure). A route over its budget fails `npm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './route-bytes';

/** One route's budget: what it is, and the most gzipped JavaScript it may load (the enforced figure). */
export interface RouteJsBudget {
  description: string;
  maxKb: number;
  /** The goal where the budget does not reach it yet (a ratchet: the budget only goes down). */
  goalKb?: number;
}

/** The routes whose JavaScript is budgeted, by name. */
export type RouteJsBudgets = Readonly<Record<string, RouteJsBudget>>;

/** The route budgets of bench/budgets.json. */
export function readRouteJsBudgets(file = 'bench/budgets.json'): RouteJsBudgets {
  return (JSON.parse(readFileSync(file, 'utf8')) as { routeJs: { routes: RouteJsBudgets } }).routeJs.routes;
}

/** The gzipped size of the scripts a page fetched (paths under the build's folder), each counted once. */
export function scriptsGzip(dist: string, paths: Iterable<string>): number {
  let total = 0;
  for (const path of new Set(paths)) total += gzipSize(join(dist, path));
  return total;
}

/** A route's measured JavaScript against its budget. */
export interface RouteJsVerdict {
  route: string;
  kb: number;
  maxKb: number;
  goalKb?: number;
  within: boolean;
  line: string;
}

/** Each measured route against its budget; a route with no budget, or a budget with no figure, is a failure. */
export function judgeRouteJs(measured: Readonly<Record<string, number>>, budgets: RouteJsBudgets): RouteJsVerdict[] {
  const routes = [...new Set([...Object.keys(budgets), ...Object.keys(measured)])];
  return routes.map((route) => {
    const budget = budgets[route];
    const bytes = measured[route];
    const kb = bytes === undefined ? Number.NaN : Math.round((bytes / 1024) * 10) / 10;
    const within = budget !== undefined && bytes !== undefined && kb <= budget.maxKb;
    const goal = budget?.goalKb !== undefined && budget.goalKb < budget.maxKb ? `, goal ${budget.goalKb} KB` : '';
    const line =
      budget === undefined
        ? `${route}: ${kb} KB gzipped, no budget in bench/budgets.json`
        : bytes === undefined
          ? `${route}: not measured (budget ${budget.maxKb} KB)`
          : `${route}: ${kb} KB gzipped, budget ${budget.maxKb} KB${goal}`;
    return { route, kb, maxKb: budget?.maxKb ?? 0, goalKb: budget?.goalKb, within, line };
  });
}
