import { Before } from '@cucumber/cucumber';
import { CoreSignIn } from './core/sign-in.core';
import { type CeleiroWorld } from './world';

// The core assembly: fresh use cases and fakes for every scenario.
Before(function (this: CeleiroWorld) {
  if (this.assembly === 'core') this.useTasks({ signIn: new CoreSignIn() });
});
