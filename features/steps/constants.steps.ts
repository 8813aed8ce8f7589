import { Then, type DataTable } from '@cucumber/cucumber';
import { BREAKPOINTS, PAGINATOR, ZOOM_LEVELS } from '../../core';
import * as k from '../support/tasks/constants';

Then('the business limits are', function (table: DataTable) {
  k.expectLimits(table.hashes() as { limit: string; value: string }[]);
});
Then('the defaults are', function (table: DataTable) {
  k.expectDefaults(table.hashes() as { default: string; value: string }[]);
});
Then('the codes are', function (table: DataTable) {
  k.expectEnumerations(table.hashes() as { enumeration: string; codes: string }[]);
});
Then('the page sizes offered are {string}', function (written: string) {
  k.expectNumbers(PAGINATOR.pageSizeOptions, written);
});
Then('the layout breakpoints are {string}', function (written: string) {
  k.expectNumbers(Object.values(BREAKPOINTS), written);
});
Then('the zoom levels are {string}', function (written: string) {
  k.expectNumbers(ZOOM_LEVELS, written);
});
Then('the business error codes run {string}', function (written: string) {
  k.expectErrorRanges(written);
});
