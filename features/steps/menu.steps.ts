import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';
import * as m from '../support/tasks/menu';

Given('the subjects of the menu are', function (this: CeleiroWorld, table: DataTable) {
  m.haveSubjects(this, table.hashes() as { id: string; name: string; enabled: string }[]);
});
When('the home menu is built for the consultancy', function (this: CeleiroWorld) {
  m.buildMenu(this, 'consultancy');
});
When('the home menu is built for the market-news brand', function (this: CeleiroWorld) {
  m.buildMenu(this, 'market-news');
});
Then('the menu group {string} lists {string}', function (this: CeleiroWorld, title: string, entries: string) {
  m.expectMenuGroup(this, title, entries, false);
});
Then('the menu group {string} lists {string} as locked', function (this: CeleiroWorld, title: string, entries: string) {
  m.expectMenuGroup(this, title, entries, true);
});
Then('the first informative place is {string}', function (this: CeleiroWorld, path: string) {
  m.expectFirstInformative(this, path);
});
Then('the home commodity list has {int} enabled commodities', function (count: number) {
  m.expectHomeList(count, null);
});
Then('{string} with id {int} is the disabled one', function (name: string, id: number) {
  m.expectHomeList(null, { name, id });
});
